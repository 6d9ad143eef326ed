import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCheck, Loader2 } from "lucide-react";
import { markUpToDate } from "./translations-api";
import { DiffText } from "~/components/cms/history/diff-text";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { SourcePartDTO } from "~/domain/schemas/translations";
import { diffText } from "~/lib/text-diff";
import type { Field } from "~/lib/fields/define";
import { WORDS } from "~/lib/fields/translation";
import { valueFromSection } from "~/lib/fields/values";
import { translationKeys } from "~/components/cms/shell/page-queries";
import { GlossaryMarks } from "./glossary-marks";
import { PartComments } from "./part-comments";
import { ReadOnly, useReadOnly } from "~/components/ui/read-only";

/**
 * A part's English as a person reads it: text as written; HTML without its tags (the words to
 * translate); a list or a link as its words, one per line.
 */
export function readableText(part: Pick<SourcePartDTO, "sectionType">, text: string, field?: Field): string {
  if (part.sectionType === "html") return htmlWords(text);
  if (part.sectionType !== "json") return text;
  if (field) {
    // Only the words: a card's icon, a link's address or a picture are not the translator's.
    const read = valueFromSection(field, { sectionType: "json", text });
    if (read.ok) return wordsOf(field, read.value).join("\n");
  }
  try {
    const words: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string" && value.trim() !== "") words.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(JSON.parse(text));
    return words.join("\n");
  } catch {
    return text;
  }
}

/** The words of a field's value, in order. */
function wordsOf(field: Field, value: unknown): string[] {
  if (field.kind === "link") return [(value as { label: string }).label];
  if (field.kind === "image") return [(value as { alt: string }).alt];
  if (field.kind !== "list") return [String(value)];
  return (value as Array<Record<string, unknown>>).flatMap((entry) =>
    field.item
      .filter((item) => WORDS.has(item.kind))
      .flatMap((item) => {
        const word = entry[item.key];
        return item.kind === "link" ? [(word as { label: string }).label] : Array.isArray(word) ? (word as string[]) : [String(word ?? "")];
      })
      .filter((word) => word.trim() !== ""),
  );
}

function htmlWords(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|li|blockquote|figcaption)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** "Mark as up to date" for one part of a translation: the server records it, the screens concerned read again. */
export function useMarkUpToDate(translationId: number, key: string, label: string): { marking: boolean; mark: () => Promise<void> } {
  const queryClient = useQueryClient();
  const [marking, setMarking] = useState(false);
  const mark = async () => {
    setMarking(true);
    try {
      const source = await markUpToDate(translationId, [key]);
      queryClient.setQueryData(translationKeys.source(translationId), source);
      await queryClient.invalidateQueries({ queryKey: translationKeys.all });
      toast({ title: `${label}: marked as up to date` });
    } catch (err) {
      toast({ title: "Could not mark it as up to date", description: errorMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setMarking(false);
    }
  };
  return { marking, mark };
}

/**
 * The English beside a part of a translation (docs/product.md, "Outdated"): what it says now and,
 * when it changed since this part was translated, what changed (marked as History marks it), with
 * "Mark as up to date" for a change that needs no new words.
 */
export function SourcePart({
  translationId,
  part,
  label,
  field,
  mayMark = true,
}: {
  translationId: number;
  part: SourcePartDTO | undefined;
  label: string;
  /** The field the part holds, when known: only its words are shown. */
  field?: Field;
  /** The person works in the translation's language (the server's rule for marking). */ mayMark?: boolean;
}) {
  const { marking, mark } = useMarkUpToDate(translationId, part?.key ?? "", label);
  // Marking changes the translation: not where it is read only (in review, say); commenting does not.
  const readOnly = useReadOnly();
  if (!part) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        The English page has no {label.toLowerCase()} any more.
      </p>
    );
  }
  const now = readableText(part, part.text, field);
  return (
    <div
      data-source-part={part.key}
      className={`rounded-lg border p-3 text-sm ${part.outdated ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-slate-50"}`}
    >
      <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <span lang="en">English</span>
        {part.fromMemory ? (
          <span className="rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 tracking-normal text-sky-900 normal-case">
            Translation from memory: check it
          </span>
        ) : null}
      </p>
      {part.outdated && part.translatedFrom !== null ? (
        <>
          <p className="mb-2 font-semibold text-amber-900">Changed since it was translated:</p>
          <div lang="en">
            <DiffText parts={diffText(readableText(part, part.translatedFrom, field), now).parts} />
          </div>
        </>
      ) : (
        <>
          {part.outdated ? <p className="mb-2 font-semibold text-amber-900">Not translated yet.</p> : null}
          <p lang="en" className="break-words whitespace-pre-wrap text-slate-800">
            {now === "" ? <span className="text-slate-500 italic">Empty</span> : now}
          </p>
        </>
      )}
      <GlossaryMarks english={now} label={label} />
      <ReadOnly value={false}>
        <PartComments pageId={translationId} part={part.key} label={label} mayComment={mayMark} />
      </ReadOnly>
      {part.outdated && mayMark && !readOnly ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void mark()}
          disabled={marking}
          aria-label={`Mark as up to date: ${label}`}
        >
          {marking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
          Mark as up to date
        </Button>
      ) : null}
    </div>
  );
}
