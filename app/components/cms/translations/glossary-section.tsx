import { useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BookOpen, Download, Loader2, Plus, Save, Trash2 } from "lucide-react";
import { glossaryKeys, glossaryTbxUrl, saveGlossary, useGlossary } from "./glossary-api";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { GLOSSARY_NOTE_MAX, GLOSSARY_SOURCE_MAX, GLOSSARY_TARGET_MAX, type GlossaryTerm, parseGlossary } from "~/domain/glossary";

type Row = GlossaryTerm & { id: number };
let nextId = 1;
const rowOf = (term: GlossaryTerm): Row => ({ ...term, id: nextId++ });
const blank = (): Row => rowOf({ source: "", target: "", note: "", doNotTranslate: false });

/** The first terms the empty glossary suggests: the business's own name for its promise, and Chamorro's place names. */
function suggestions(locale: string): GlossaryTerm[] {
  const kept = { source: "Xact Guarantee", target: "", note: "The name of our promise: the same in every language.", doNotTranslate: true };
  if (locale === "ch")
    return [
      kept,
      { source: "Guam", target: "Guåhan", note: "The island's name in Chamorro.", doNotTranslate: false },
      { source: "Hafa Adai", target: "", note: "The greeting is Chamorro already.", doNotTranslate: true },
    ];
  return [
    kept,
    { source: "certified translation", target: "", note: "Write the term your courts and agencies use.", doNotTranslate: false },
  ];
}

/**
 * The glossary of one language (docs/product.md, "Glossary"): its terms as rows to add, change and
 * remove, saved as a whole (the server checks each row again), and the TBX download for CAT tools.
 * Rows are a table's columns from a tablet up and cards on a phone; every field has its label.
 */
export function GlossarySection({ locale, name, mayEdit }: { locale: string; name: string; mayEdit: boolean }) {
  const queryClient = useQueryClient();
  const glossary = useGlossary(locale);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useMemo(() => (glossary.data?.terms ?? []).map(rowOf), [glossary.data]);
  const shown = rows ?? saved;
  const headingId = `glossary-heading-${locale}`;
  const problemId = `glossary-problem-${locale}`;

  const edit = (next: Row[]) => {
    setRows(next);
    setProblem(null);
  };
  const change = (id: number, patch: Partial<GlossaryTerm>) => edit(shown.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const add = (terms: Row[]) => {
    edit([...shown, ...terms]);
    // The new row's first field takes the focus once drawn.
    requestAnimationFrame(() => document.getElementById(`glossary-${locale}-${terms[0]!.id}-source`)?.focus());
  };

  const save = async () => {
    const terms = shown.map(({ source, target, note, doNotTranslate }) => ({ source, target, note, doNotTranslate }));
    const checked = parseGlossary({ terms });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setSaving(true);
    try {
      const answer = await saveGlossary(locale, checked.terms);
      queryClient.setQueryData(glossaryKeys.of(locale), answer);
      setRows(null);
      toast({ title: `${name} glossary saved`, description: `${answer.terms.length} term(s).` });
    } catch (err) {
      setProblem(errorMessage(err, "The glossary could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <BookOpen className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            Glossary for {name}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Terms translators keep to. The translation editor shows them beside the English, and the XLIFF file carries them.
          </p>
        </div>
        <a href={glossaryTbxUrl(locale)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          Download TBX
        </a>
      </div>

      {glossary.isPending ? (
        <Skeleton className="mt-4 h-24" />
      ) : glossary.isError ? (
        <p className="mt-4 text-sm text-red-800">{errorMessage(glossary.error, "The glossary could not be loaded.")}</p>
      ) : shown.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          <p>No terms yet. Start with the words your translators must always get right, for example:</p>
          <ul className="mt-2 list-disc pl-5">
            {suggestions(locale).map((term) => (
              <li key={term.source}>
                <span lang="en">{term.source}</span>:{" "}
                {term.doNotTranslate ? "keep as is (do not translate)" : term.target || "its translation"}
              </li>
            ))}
          </ul>
          {mayEdit ? (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => add(suggestions(locale).map(rowOf))}>
              <Plus aria-hidden="true" />
              Add these terms
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="mt-4">
          <div
            aria-hidden="true"
            className="hidden gap-3 px-3 text-xs font-semibold text-slate-600 md:grid md:grid-cols-[1fr_1fr_1fr_7.5rem_2.5rem]"
          >
            <span>English term</span>
            <span>{name}</span>
            <span>Note</span>
            <span className="text-center">Do not translate</span>
            <span />
          </div>
          <ul className="mt-1 grid gap-3 md:gap-1" aria-label={`Terms of the ${name} glossary`}>
            {shown.map((row, index) => (
              <GlossaryRow
                key={row.id}
                row={row}
                index={index}
                locale={locale}
                name={name}
                mayEdit={mayEdit}
                onChange={(patch) => change(row.id, patch)}
                onRemove={() => edit(shown.filter((other) => other.id !== row.id))}
              />
            ))}
          </ul>
        </div>
      )}

      {problem ? (
        <p id={problemId} role="alert" className="mt-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      {mayEdit && !glossary.isPending ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => add([blank()])}>
            <Plus aria-hidden="true" />
            Add a term
          </Button>
          <Button
            size="sm"
            onClick={() => void save()}
            disabled={saving || rows === null}
            aria-describedby={problem ? problemId : undefined}
          >
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {saving ? "Saving..." : "Save glossary"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function GlossaryRow({
  row,
  index,
  locale,
  name,
  mayEdit,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  locale: string;
  name: string;
  mayEdit: boolean;
  onChange: (patch: Partial<GlossaryTerm>) => void;
  onRemove: () => void;
}) {
  const id = (what: string) => `glossary-${locale}-${row.id}-${what}`;
  const labelClass = "text-xs font-medium text-slate-700 md:sr-only";
  const rowName = `row ${index + 1}${row.source ? ` (${row.source})` : ""}`;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_1fr_1fr_7.5rem_2.5rem] md:items-center md:gap-3 md:border-0 md:p-0 md:px-3 md:py-1">
      <div className="grid gap-1">
        <label htmlFor={id("source")} className={labelClass}>
          English term, row {index + 1}
        </label>
        <Input
          id={id("source")}
          lang="en"
          value={row.source}
          maxLength={GLOSSARY_SOURCE_MAX}
          readOnly={!mayEdit}
          onChange={(e) => onChange({ source: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={id("target")} className={labelClass}>
          {name}, row {index + 1}
        </label>
        <Input
          id={id("target")}
          lang={locale}
          value={row.doNotTranslate ? "" : row.target}
          placeholder={row.doNotTranslate ? "Kept as it is" : undefined}
          maxLength={GLOSSARY_TARGET_MAX}
          disabled={row.doNotTranslate}
          readOnly={!mayEdit}
          onChange={(e) => onChange({ target: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={id("note")} className={labelClass}>
          Note, row {index + 1}
        </label>
        <Input
          id={id("note")}
          value={row.note}
          maxLength={GLOSSARY_NOTE_MAX}
          readOnly={!mayEdit}
          onChange={(e) => onChange({ note: e.target.value })}
        />
      </div>
      <div className="flex min-h-10 items-center gap-2 md:justify-center">
        <input
          id={id("keep")}
          type="checkbox"
          checked={row.doNotTranslate}
          disabled={!mayEdit}
          onChange={(e) => onChange({ doNotTranslate: e.target.checked })}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id("keep")} className="text-sm text-slate-800 md:sr-only">
          Do not translate, row {index + 1}
        </label>
      </div>
      {mayEdit ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${rowName}`} className="justify-self-start">
          <Trash2 aria-hidden="true" />
          <span className="md:sr-only">Remove</span>
        </Button>
      ) : (
        <span className="w-9" />
      )}
    </li>
  );
}
