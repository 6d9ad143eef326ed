import { FieldError, Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { MEDIA_ALT_MAX } from "~/lib/limits";

export const ALT_REQUIRED_MESSAGE = "Describe the image, or mark it as decorative";

/** The problem with an alt text before it is sent, or null: required unless the image is decorative. */
export function altProblem(alt: string, decorative: boolean): string | null {
  if (decorative) return null;
  if (alt.trim() === "") return ALT_REQUIRED_MESSAGE;
  if (alt.length > MEDIA_ALT_MAX) return `Alt text must be at most ${MEDIA_ALT_MAX} characters`;
  return null;
}

/**
 * Alt text with its counter (to MEDIA_ALT_MAX) and the "Decorative image" choice, which empties
 * what is saved: screen readers then pass the image by.
 */
export function AltTextField({
  id,
  alt,
  decorative,
  error,
  onAlt,
  onDecorative,
}: {
  id: string;
  alt: string;
  decorative: boolean;
  error?: string;
  onAlt: (alt: string) => void;
  onDecorative: (decorative: boolean) => void;
}) {
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-3">
      <div>
        <Label htmlFor={id} required={!decorative}>
          Alt text
        </Label>
        <Textarea
          id={id}
          rows={3}
          value={decorative ? "" : alt}
          disabled={decorative}
          required={!decorative}
          maxLength={MEDIA_ALT_MAX}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, countId, error ? errorId : ""].filter(Boolean).join(" ")}
          placeholder={decorative ? "None: the image is decorative" : "What the image shows, in a sentence"}
          onChange={(event) => onAlt(event.target.value)}
          className="min-h-20"
        />
        <div className="mt-1.5 flex items-start justify-between gap-3">
          <p id={hintId} className="text-xs text-slate-600">
            Read aloud to people who cannot see the image, and shown when it does not load.
          </p>
          <p id={countId} className="shrink-0 text-xs text-slate-600 tabular-nums">
            <span className="sr-only">Characters used: </span>
            {decorative ? 0 : alt.length}/{MEDIA_ALT_MAX}
          </p>
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-decorative`}
          type="checkbox"
          checked={decorative}
          onChange={(event) => onDecorative(event.target.checked)}
          aria-describedby={`${id}-decorative-hint`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <div>
          <label htmlFor={`${id}-decorative`} className="text-sm font-medium text-slate-800">
            Decorative image
          </label>
          <p id={`${id}-decorative-hint`} className="text-xs text-slate-600">
            It adds nothing to the text around it: no alt text, screen readers skip it.
          </p>
        </div>
      </div>
    </div>
  );
}
