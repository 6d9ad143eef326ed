import { useState } from "react";
import { CheckCircle2, Loader2, MessageSquare, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { type CommentDTO, openCommentsText } from "~/domain/schemas/comments";
import { errorMessage } from "~/lib/api-client";
import { partName } from "~/lib/fields/translation";
import { formatPublishedAt } from "~/lib/guam-time";
import { useComments, useResolveComment } from "./comments-api";
import { CommentForm } from "./comment-form";

/** The element id of a comment, for the editor's "n open comments" to jump to. */
export const commentElementId = (id: number) => `comment-${id}`;

/** "3 open comments" near the editor's top, a link to the first of them in the page's order. */
export function OpenCommentsNote({ pageId, mayComment }: { pageId: number; mayComment: boolean }) {
  const comments = useComments(pageId, { enabled: mayComment });
  const open = comments.data?.filter((comment) => !comment.resolved) ?? [];
  if (open.length === 0) return null;
  // The first open comment as the editor shows them: the first part (in the page's order) that has one.
  const first = () => {
    const shown = [...document.querySelectorAll<HTMLElement>("[data-open-comment]")];
    return shown[0] ?? document.getElementById(commentElementId(open[0]!.id));
  };
  return (
    <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-slate-800">
      <MessageSquare className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <a
        href={`#${commentElementId(open[0]!.id)}`}
        className="text-brand-800 underline underline-offset-2"
        onClick={(e) => {
          const target = first();
          if (!target) return;
          e.preventDefault();
          target.scrollIntoView({ block: "center" });
          target.focus();
        }}
      >
        {openCommentsText(open.length)}
      </a>
    </p>
  );
}

/**
 * One part's comments under its English (docs/product.md, "Comments on parts"): the open ones, the
 * resolved ones folded away, and "Add a comment"; for whoever works in the translation's language
 * (`mayComment`). The parts share one query of the translation's comments.
 */
export function PartComments({ pageId, part, label, mayComment }: { pageId: number; part: string; label: string; mayComment: boolean }) {
  const comments = useComments(pageId, { enabled: mayComment });
  if (!mayComment || !comments.data) return null;
  const mine = comments.data.filter((comment) => comment.part === part);
  const open = mine.filter((comment) => !comment.resolved);
  const resolved = mine.filter((comment) => comment.resolved);
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-part-comments={part}>
      {open.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Comments on ${label}`}>
          {open.map((comment) => (
            <CommentItem key={comment.id} comment={comment} pageId={pageId} />
          ))}
        </ul>
      ) : null}
      {resolved.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer rounded text-slate-700 underline-offset-2 hover:underline">
            {resolved.length === 1 ? "1 resolved comment" : `${resolved.length} resolved comments`}
          </summary>
          <ul className="mt-2 grid gap-2" aria-label={`Resolved comments on ${label}`}>
            {resolved.map((comment) => (
              <CommentItem key={comment.id} comment={comment} pageId={pageId} />
            ))}
          </ul>
        </details>
      ) : null}
      <CommentForm pageId={pageId} part={part} label={label} />
    </div>
  );
}

/**
 * The open comments on parts the English page no longer has (a section removed since): shown
 * together above the parts, each with its part's name and Resolve, so that every comment counted
 * is one the editor shows. Nothing until the English page's parts (`partKeys`) are known.
 */
export function RemovedPartComments({
  pageId,
  partKeys,
  mayComment,
}: {
  pageId: number;
  partKeys: ReadonlySet<string> | null;
  mayComment: boolean;
}) {
  const comments = useComments(pageId, { enabled: mayComment });
  if (!mayComment || !comments.data || partKeys === null) return null;
  const gone = comments.data.filter((comment) => !comment.resolved && !partKeys.has(comment.part));
  if (gone.length === 0) return null;
  return (
    <section aria-labelledby={REMOVED_HEADING_ID} className="rounded-xl border border-violet-200 bg-violet-50 p-5">
      <h2 id={REMOVED_HEADING_ID} className="text-lg font-semibold text-slate-900">
        Comments on parts the English page no longer has
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        These parts were removed from the English page since. Resolve each comment once it no longer applies.
      </p>
      <ul className="mt-3 grid gap-2" aria-labelledby={REMOVED_HEADING_ID}>
        {gone.map((comment) => (
          <CommentItem key={comment.id} comment={comment} pageId={pageId} part={partName(comment.part)} />
        ))}
      </ul>
    </section>
  );
}

const REMOVED_HEADING_ID = "removed-part-comments-heading";

/** One comment; `part` names its part where the comment is not shown beside it. */
function CommentItem({ comment, pageId, part }: { comment: CommentDTO; pageId: number; part?: string }) {
  const resolve = useResolveComment(pageId);
  const [busy, setBusy] = useState(false);
  const change = (resolved: boolean) => {
    setBusy(true);
    resolve.mutate(
      { id: comment.id, resolved },
      {
        onError: (err) =>
          toast({
            title: resolved ? "The comment could not be resolved" : "The comment could not be reopened",
            description: errorMessage(err, "Please try again."),
            variant: "destructive",
          }),
        onSettled: () => setBusy(false),
      },
    );
  };
  return (
    <li
      id={commentElementId(comment.id)}
      tabIndex={-1}
      data-open-comment={comment.resolved ? undefined : ""}
      className={`rounded-md border p-2.5 text-sm focus:outline-2 focus:outline-brand-600 ${comment.resolved ? "border-slate-200 bg-white text-slate-700" : "border-violet-200 bg-white"}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
        {part ? <span className="font-semibold text-violet-900">On {part}</span> : null}
        <span className="font-semibold text-slate-800">{comment.author}</span>
        <time dateTime={comment.createdAt}>{formatPublishedAt(comment.createdAt)}</time>
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{comment.text}</p>
      {comment.resolved ? (
        <p className="mt-1 text-xs text-slate-600">
          Resolved by {comment.resolvedBy}
          {comment.resolvedAt ? (
            <>
              , <time dateTime={comment.resolvedAt}>{formatPublishedAt(comment.resolvedAt)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={busy}
        onClick={() => change(!comment.resolved)}
        aria-label={`${comment.resolved ? "Reopen" : "Resolve"} the comment by ${comment.author}: ${comment.text.slice(0, 60)}`}
      >
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : comment.resolved ? (
          <RotateCcw aria-hidden="true" />
        ) : (
          <CheckCircle2 aria-hidden="true" />
        )}
        {comment.resolved ? "Reopen" : "Resolve"}
      </Button>
    </li>
  );
}
