import { ClipboardCheck, Undo2 } from "lucide-react";
import { ReviewDecision, type DecisionTarget } from "./review-decision";
import { formatPublishedAt } from "~/lib/guam-time";
import type { ReviewDTO } from "~/domain/schemas/reviews";
import { ReadOnly } from "~/components/ui/read-only";

/** The banner of a translation waiting for review: where focus goes once it is sent (the Send for review button is gone then). */
export const REVIEW_BANNER_ID = "review-banner";

/**
 * A translation's review in its editor (docs/product.md, "Translations"): while it waits, since
 * when, who sent it and their note, and for a reviewer who may decide, Approve and Return right
 * there; once returned, who returned it and what to change, until it is sent again.
 */
export function ReviewBanner({
  review,
  target,
  reviewer,
  onDecided,
}: {
  review: ReviewDTO | null | undefined;
  /** The person reviews this language (mayReview): without mayDecide, they sent it. */
  reviewer: boolean;
  target: Omit<DecisionTarget, "sentBy">;
  onDecided?: (approved: boolean) => void;
}) {
  if (!review || review.state === "approved") return null;
  if (review.state === "returned") {
    return (
      <section aria-label="Returned by the reviewer" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
        <p className="flex items-start gap-2 font-semibold">
          <Undo2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            Returned by {review.decidedBy ?? "a reviewer"}
            {review.decidedAt ? ` on ${formatPublishedAt(review.decidedAt)}` : ""}:
          </span>
        </p>
        <p className="mt-1 pl-7 text-sm whitespace-pre-wrap">{review.comment}</p>
        <p className="mt-2 pl-7 text-sm">Change the translation, save it and send it for review again.</p>
      </section>
    );
  }
  return (
    <section
      id={REVIEW_BANNER_ID}
      tabIndex={-1}
      aria-label="Waiting for review"
      className="focus:outline-none rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:p-5"
    >
      <p className="flex items-start gap-2">
        <ClipboardCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">
            Waiting for review since {formatPublishedAt(review.sentAt)}, sent by {review.sentBy}
            {review.note ? ":" : "."}
          </span>
          {review.note ? <span className="mt-1 block text-sm whitespace-pre-wrap">{review.note}</span> : null}
        </span>
      </p>
      <div className="mt-3 pl-7">
        {review.mayDecide ? (
          // The reviewer's decision is theirs even where the translation is read only to them.
          <ReadOnly value={false}>
            <ReviewDecision target={{ ...target, sentBy: review.sentBy }} onDecided={onDecided} />
          </ReadOnly>
        ) : (
          <p className="text-sm">
            {reviewer
              ? "You sent it: another reviewer decides."
              : "A reviewer approves and publishes it, or returns it to you with a comment; you are told by e-mail."}
          </p>
        )}
      </div>
    </section>
  );
}
