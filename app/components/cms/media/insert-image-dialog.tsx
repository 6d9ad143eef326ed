import { useEffect, useRef, useState, type ComponentProps } from "react";
import { ImagePlus } from "lucide-react";
import { AltTextField, altProblem } from "./alt-text-field";
import { formatDimensions } from "./media-api";
import { MediaPicker } from "./media-picker";
import { MediaThumbnail } from "./media-thumbnail";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { MediaDTO } from "~/lib/schemas/media";
import { pictureMarkup } from "~/lib/picture-markup";

const ALT_ID = "insert-image-alt";
const CAPTION_ID = "insert-image-caption";
const CAPTION_MAX = 500;

/**
 * Insert image (docs/product.md, 5.6): pick an image of the library (or upload one), give it alt
 * text (prefilled from the library, required unless it is decorative) and an optional caption;
 * `onInsert` receives the responsive markup (app/lib/picture-markup.ts).
 */
export function InsertImageDialog({
  open,
  onOpenChange,
  onInsert,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (markup: string) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <InsertImageBody onInsert={onInsert} onCloseAutoFocus={onCloseAutoFocus} /> : null}
    </Dialog>
  );
}

function InsertImageBody({ onInsert, onCloseAutoFocus }: { onInsert: (markup: string) => void; onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"] }) {
  const [selected, setSelected] = useState<MediaDTO | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [caption, setCaption] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const [pickError, setPickError] = useState<string | undefined>();
  const details = useRef<HTMLElement>(null);

  // On a narrow screen the details come below the library: bring them into view once an image is chosen.
  useEffect(() => {
    if (!selected) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    details.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [selected]);

  function select(media: MediaDTO) {
    setSelected(media);
    setAlt(media.alt);
    setDecorative(false);
    setAltError(undefined);
    setPickError(undefined);
  }

  function insert() {
    if (!selected) {
      setPickError("Choose an image from the library, or upload one");
      return;
    }
    const problem = altProblem(alt, decorative);
    if (problem) {
      setAltError(problem);
      document.getElementById(ALT_ID)?.focus();
      return;
    }
    onInsert(pictureMarkup(selected, { alt: decorative ? "" : alt.trim(), caption }));
  }

  return (
    <DialogContent
      title="Insert image"
      description="Choose an image and describe it. It goes into the content where the cursor was, sized for every screen."
      className="max-w-5xl"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" size="sm">
              Cancel
            </Button>
          </DialogClose>
          <Button size="sm" onClick={insert}>
            <ImagePlus aria-hidden="true" />
            Insert image
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <section aria-label="Library">
          <MediaPicker selected={selected} onSelect={select} />
        </section>
        <section ref={details} aria-labelledby="insert-image-details" className="rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-0">
          <h3 id="insert-image-details" className="mb-3 text-sm font-semibold text-slate-900">
            Image details
          </h3>
          {selected ? (
            <div className="grid gap-4">
              <div className="flex items-center gap-3">
                <MediaThumbnail media={selected} className="aspect-[4/3] w-24 shrink-0 rounded-md border border-slate-200" />
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium text-slate-900" title={selected.fileName}>
                    {selected.fileName}
                  </p>
                  <p className="text-xs text-slate-600">{formatDimensions(selected)}</p>
                </div>
              </div>
              <AltTextField
                id={ALT_ID}
                alt={alt}
                decorative={decorative}
                error={altError}
                onAlt={(value) => (setAlt(value), setAltError(undefined))}
                onDecorative={(value) => (setDecorative(value), setAltError(undefined))}
              />
              <div>
                <Label htmlFor={CAPTION_ID}>Caption (optional)</Label>
                <Input id={CAPTION_ID} value={caption} maxLength={CAPTION_MAX} onChange={(event) => setCaption(event.target.value)} aria-describedby={`${CAPTION_ID}-hint`} />
                <p id={`${CAPTION_ID}-hint`} className="mt-1.5 text-xs text-slate-600">
                  Shown under the image on the page.
                </p>
              </div>
            </div>
          ) : (
            <p className={`text-sm ${pickError ? "font-medium text-red-700" : "text-slate-600"}`} role={pickError ? "alert" : undefined}>
              {pickError ?? "Choose an image from the library, or upload one."}
            </p>
          )}
        </section>
      </div>
    </DialogContent>
  );
}
