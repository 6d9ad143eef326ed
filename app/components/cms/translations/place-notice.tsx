import { CheckCheck, Loader2, MoveVertical } from "lucide-react";
import { useMarkUpToDate } from "./source-part";
import { Button } from "~/components/ui/button";
import { readPlace } from "~/domain/block-translation";
import type { SourcePartDTO } from "~/domain/schemas/translations";

/**
 * A block whose place on the English page changed since it was translated (docs/product.md,
 * "Translations of blocks"): moved, or added since. The translation follows the English order by
 * itself; the translator checks the words still read well there, then saves them or marks it as
 * up to date.
 */
export function PlaceNotice({
  translationId,
  part,
  label,
  nameOf,
  mayMark,
}: {
  translationId: number;
  part: SourcePartDTO;
  label: string;
  /** The name of the section or block with this key, as the screen shows it. */
  nameOf: (key: string) => string;
  mayMark: boolean;
}) {
  const { marking, mark } = useMarkUpToDate(translationId, part.key, `${label}: its place`);
  const now = readPlace(part.text);
  const where = now?.after == null ? "It now comes first on the page." : `It now comes after ${nameOf(now.after)}.`;
  return (
    <div
      data-source-part={part.key}
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <MoveVertical className="size-4 shrink-0 text-amber-900" aria-hidden="true" />
      <p className="min-w-0 flex-[1_1_16rem] text-amber-950">
        <span className="font-semibold">
          {label}:{" "}
          {part.translatedFrom === null
            ? "added to the English page since this was translated."
            : "moved in the English page since it was translated."}
        </span>{" "}
        {where} Check that the words still read well here.
      </p>
      {mayMark ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void mark()}
          disabled={marking}
          aria-label={`Mark as up to date: ${label}, its place`}
        >
          {marking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
          Mark as up to date
        </Button>
      ) : null}
    </div>
  );
}
