import { Badge } from "~/components/ui/badge";
import type { PageStatus } from "~/lib/cms-schemas";

export function StatusBadge({ status }: { status: PageStatus }) {
  return status === "published" ? (
    <Badge variant="success">Published</Badge>
  ) : (
    <Badge variant="warning">Draft</Badge>
  );
}
