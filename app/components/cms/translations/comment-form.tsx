import { useEffect, useId, useRef, useState } from "react";
import { Loader2, MessageSquarePlus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { COMMENT_TEXT_MAX } from "~/domain/schemas/comments";
import { errorMessage } from "~/lib/api-client";
import { useAddComment } from "./comments-api";
import { useUnsavedDraft } from "~/components/cms/editing/unsaved-drafts";

/**
 * "Add a comment" on one part: a button that opens a small form (a textarea named for the part,
 * Save and Cancel). Enter writes a new line; Save (or Ctrl+Enter) sends it. A refusal is shown in
 * words under the text, which stays as it was.
 */
export function CommentForm({ pageId, part, label }: { pageId: number; part: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(pageId);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const id = useId();
  // The editor asks before leaving while a comment holds words.
  useUnsavedDraft(open && text.trim() !== "");

  // Back to the button that opened the form once it is drawn again, so the keyboard does not lose its
  // place. An effect, not a frame callback: a save closes the form from the request's answer, whose
  // render may come after the next frame, when the button does not exist yet.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setText("");
    setError(null);
    returnFocus.current = true;
  };
  const save = () => {
    if (add.isPending) return;
    if (text.trim() === "") {
      setError("Write the comment first");
      return;
    }
    setError(null);
    add.mutate(
      { part, text },
      { onSuccess: close, onError: (err) => setError(errorMessage(err, "The comment could not be saved. Please try again.")) },
    );
  };

  if (!open) {
    return (
      <Button
        ref={opener}
        variant="ghost"
        size="sm"
        className="mt-2 -ml-2"
        onClick={() => setOpen(true)}
        aria-label={`Add a comment on ${label}`}
      >
        <MessageSquarePlus aria-hidden="true" />
        Add a comment
      </Button>
    );
  }
  return (
    <form
      className="mt-2 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
        Comment on {label}
      </label>
      <Textarea
        id={`${id}-text`}
        autoFocus
        rows={3}
        className="bg-white"
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            save();
          } else if (e.key === "Escape" && text.trim() === "") {
            e.preventDefault();
            close();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save comment
        </Button>
        <Button variant="outline" size="sm" onClick={close} disabled={add.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
