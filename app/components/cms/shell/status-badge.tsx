import { Badge } from "~/components/ui/badge";
import { isScheduled } from "~/domain/publication";
import type { PageStatus } from "~/domain/schemas/pages";

/** Published, Draft, or Scheduled for a published page whose time to go live is still ahead. */
export function StatusBadge({ status, publishedAt = null }: { status: PageStatus; publishedAt?: string | null }) {
  if (isScheduled({ status, publishedAt })) return <Badge variant="info">Scheduled</Badge>;
  return status === "published" ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Draft</Badge>;
}
