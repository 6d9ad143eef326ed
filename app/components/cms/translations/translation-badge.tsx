import { Badge } from "~/components/ui/badge";
import type { TranslationStatus } from "~/domain/schemas/translations";

const LABELS: Record<TranslationStatus, string> = {
  missing: "Missing",
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  outdated: "Outdated",
};
const VARIANTS = {
  missing: "outline",
  draft: "warning",
  in_review: "info",
  scheduled: "info",
  published: "success",
  outdated: "warning",
} as const;

/** A translation's state, in words (never colour alone): Outdated says how many parts. */
export function TranslationBadge({
  status,
  outdated = 0,
  className,
}: {
  status: TranslationStatus;
  outdated?: number;
  className?: string;
}) {
  return (
    <Badge variant={VARIANTS[status]} className={className}>
      {status === "outdated" && outdated > 0 ? `Outdated (${outdated})` : LABELS[status]}
    </Badge>
  );
}
