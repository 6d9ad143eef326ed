import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/api-client";
import { formatPublishedAt } from "~/lib/guam-time";
import type { PreviewLinkDTO, PreviewLinkState } from "~/domain/preview-links";

const STATES: Record<PreviewLinkState, { label: string; variant: BadgeVariant }> = {
  active: { label: "Works", variant: "success" },
  expired: { label: "Expired", variant: "secondary" },
  withdrawn: { label: "Withdrawn", variant: "warning" },
};

const openings = (n: number) => (n === 0 ? "Not opened yet" : n === 1 ? "Opened once" : `Opened ${n} times`);

/** The page's preview links, newest first: state, when it ends (or ended), who made it, openings; Withdraw for a working one. */
export function PreviewLinkList({
  links,
  onWithdraw,
  withdrawing,
}: {
  links: UseQueryResult<PreviewLinkDTO[]>;
  onWithdraw: (link: PreviewLinkDTO) => void;
  /** The link being withdrawn now, if any. */
  withdrawing?: PreviewLinkDTO;
}) {
  return (
    <section aria-labelledby="preview-links-heading" className="mt-6">
      <h3 id="preview-links-heading" className="text-sm font-semibold text-slate-900">
        Links of this page
      </h3>
      {links.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading links...
        </p>
      ) : links.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(links.error, "The links could not be loaded")}
        </p>
      ) : links.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No links yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {links.data.map((link) => {
            const made = formatPublishedAt(link.createdAt);
            return (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={STATES[link.state].variant}>{STATES[link.state].label}</Badge>
                    <span className="text-slate-800">
                      {link.state === "withdrawn" && link.withdrawnAt ? (
                        <>
                          Withdrawn <time dateTime={link.withdrawnAt}>{formatPublishedAt(link.withdrawnAt)}</time>
                        </>
                      ) : (
                        <>
                          {link.state === "expired" ? "Expired" : "Until"}{" "}
                          <time dateTime={link.expiresAt}>{formatPublishedAt(link.expiresAt)}</time>
                        </>
                      )}
                    </span>
                  </div>
                  <p className="mt-1 text-slate-600">
                    {openings(link.openings)} · made by {link.createdBy}, <time dateTime={link.createdAt}>{made}</time>
                  </p>
                </div>
                {link.state === "active" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onWithdraw(link)}
                    disabled={withdrawing?.id === link.id}
                    aria-label={`Withdraw the link made ${made}`}
                  >
                    {withdrawing?.id === link.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    Withdraw
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
