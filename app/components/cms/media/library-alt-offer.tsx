import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { MediaDTO } from "~/domain/schemas/media";

/** The alt text typed in Insert image, as the library would store it (one line, trimmed). */
export const typedAlt = (alt: string, decorative: boolean) => (decorative ? "" : alt.replace(/\s+/g, " ").trim());

/**
 * What Insert image offers when the alt text typed for this use differs from the library's
 * (docs/product.md, 5.9): for an image the library has no alt text for, the checkbox "Also save this
 * alt text in the media library", checked unless unticked (saved when the image is inserted); for
 * one it describes otherwise, its alt text there and "Use the new alt text", saved at once.
 */
export function LibraryAltOffer({
  id,
  media,
  alt,
  save,
  onSave,
  onUse,
  using,
}: {
  id: string;
  media: MediaDTO;
  /** The typed alt text (typedAlt). */
  alt: string;
  save: boolean;
  onSave: (save: boolean) => void;
  onUse: () => void;
  using: boolean;
}) {
  if (!alt || alt === media.alt) return null;
  if (!media.alt) {
    return (
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={save}
          onChange={(event) => onSave(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Also save this alt text in the media library
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            The library has none for this image yet; it is offered the next time the image is chosen.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <p id={`${id}-library`} className="text-slate-700">
        The media library describes it as <span className="font-medium text-slate-900">“{media.alt}”</span>. This text is used here only.
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onUse} disabled={using} aria-describedby={`${id}-library`}>
        {using ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Use the new alt text
      </Button>
    </div>
  );
}
