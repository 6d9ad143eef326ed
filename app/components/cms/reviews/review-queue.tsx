import { useRef } from "react";
import { ClipboardCheck, ExternalLink } from "lucide-react";
import { ReviewChanges } from "./review-changes";
import { ReviewDecision } from "./review-decision";
import { useReviewQueue } from "./reviews-api";
import { CardListSkeleton, EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { ButtonLink } from "~/components/ui/button";
import { formatPublishedAt } from "~/lib/guam-time";
import type { ReviewQueueItemDTO } from "~/domain/schemas/reviews";

/**
 * The translations waiting for the person's review, oldest first (docs/product.md, "Reviews"):
 * each with who sent it, when and their note, its changes side by side, and Approve and publish,
 * Return and Open in the editor. Nobody decides a review they sent: the screen says so instead.
 */
export function ReviewQueue() {
  const queue = useReviewQueue();
  const heading = useRef<HTMLHeadingElement>(null);
  if (queue.isPending) return <CardListSkeleton label="Loading the translations to review..." cards={2} />;
  if (queue.isError)
    return <LoadError text="The translations to review could not be loaded." error={queue.error} onRetry={() => void queue.refetch()} />;
  const items = queue.data;
  return (
    <section aria-labelledby="review-queue-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="review-queue-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {items.length === 0 ? "Nothing to review" : items.length === 1 ? "1 translation waiting" : `${items.length} translations waiting`}
      </h2>
      {items.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title="No translation is waiting for review"
          text="When a translator sends a translation for review, it shows here with its changes beside the English, and you are told by e-mail."
        />
      ) : (
        <ul className="grid gap-4">
          {items.map((item) => (
            // A decided review leaves the list: focus goes to the heading rather than to nothing.
            <QueueItem key={item.id} item={item} onDecided={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueItem({ item, onDecided }: { item: ReviewQueueItemDTO; onDecided: () => void }) {
  const headingId = `review-${item.id}-heading`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            <span lang={item.locale}>{item.title}</span> <span className="font-normal text-slate-600">· {item.languageName}</span>
          </h3>
          <p className="mt-0.5 text-sm text-slate-700">
            Sent by {item.sentBy} on {formatPublishedAt(item.sentAt)}
          </p>
          {item.note ? (
            <p className="mt-2 rounded-md border-l-4 border-brand-300 bg-brand-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">
              <span className="font-semibold">Note: </span>
              {item.note}
            </p>
          ) : null}
        </div>
        <ButtonLink
          className="self-start"
          to={`/cms/pages/${item.pageId}`}
          size="sm"
          variant="ghost"
          aria-label={`Open in the editor: “${item.title}” in ${item.languageName}`}
        >
          <ExternalLink aria-hidden="true" />
          Open in the editor
        </ButtonLink>
      </div>
      <div className="mt-4">
        <ReviewChanges changes={item.changes} locale={item.locale} />
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        {item.mayDecide ? (
          <ReviewDecision target={item} onDecided={onDecided} />
        ) : (
          <p className="text-sm text-slate-700">You sent it: another reviewer decides.</p>
        )}
      </div>
    </li>
  );
}
