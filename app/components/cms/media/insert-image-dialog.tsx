import { useEffect, useRef, useState, type ComponentProps } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImagePlus } from "lucide-react";
import { AltTextField, altProblem } from "./alt-text-field";
import { LibraryAltOffer, typedAlt } from "./library-alt-offer";
import { formatDimensions, mediaKeys, refreshMediaLists, updateMediaAlt } from "./media-api";
import { MediaPicker } from "./media-picker";
import { MediaThumbnail } from "./media-thumbnail";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { MediaDTO } from "~/domain/schemas/media";
import { pictureMarkup } from "~/lib/picture-markup";

const ALT_ID = "insert-image-alt";
const OFFER_ID = "insert-image-library-alt";
const CAPTION_ID = "insert-image-caption";
const CAPTION_MAX = 500;

/**
 * Insert image (docs/product.md, 5.6): pick an image of the library (or upload one), give it alt
 * text (prefilled from the library, required unless it is decorative) and an optional caption;
 * `onInsert` receives the responsive markup (app/lib/picture-markup.ts). An alt text that differs
 * from the library's is offered to the library (library-alt-offer.tsx).
 */
export function InsertImageDialog({
  open,
  onOpenChange,
  onInsert,
  onCloseAutoFocus,
  upload,
}: {
  /** Image files to upload to the library first (pasted or dropped into the visual editor). */
  upload?: readonly File[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (markup: string) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <InsertImageBody onInsert={onInsert} onCloseAutoFocus={onCloseAutoFocus} upload={upload} /> : null}
    </Dialog>
  );
}

function InsertImageBody({
  onInsert,
  onCloseAutoFocus,
  upload,
}: {
  onInsert: (markup: string) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
  upload?: readonly File[];
}) {
  const [selected, setSelected] = useState<MediaDTO | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [caption, setCaption] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const [pickError, setPickError] = useState<string | undefined>();
  const [saveToLibrary, setSaveToLibrary] = useState(true);
  const details = useRef<HTMLElement>(null);
  const queryClient = useQueryClient();

  // The library's answer to "Use the new alt text", said inside the dialog (a toast outside a
  // modal dialog is hidden from screen readers while it is open).
  const [libraryNote, setLibraryNote] = useState<{ ok: boolean; text: string } | null>(null);

  /** PUT /api/cms/media/{id}: the library's alt text becomes `next`. `inline`: the dialog stays open. */
  const saveAlt = useMutation({
    mutationFn: ({ media, next }: { media: MediaDTO; next: string; inline: boolean }) => updateMediaAlt(media.id, next),
    onSuccess: (saved, { inline }) => {
      queryClient.setQueryData(mediaKeys.image(saved.id), saved);
      void refreshMediaLists(queryClient);
      setSelected((current) => (current?.id === saved.id ? saved : current));
      if (inline) setLibraryNote({ ok: true, text: "Saved in the media library: it is offered the next time this image is chosen." });
      else toast({ title: "Alt text saved", description: `The media library now describes "${saved.fileName}" with it.` });
    },
    onError: (failure, { inline }) => {
      const message = errorMessage(failure, "Failed to save the alt text");
      if (inline) setLibraryNote({ ok: false, text: `Not saved in the media library: ${message}` });
      else toast({ variant: "destructive", title: "Alt text not saved in the library", description: message });
    },
  });

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
    setSaveToLibrary(true);
    setLibraryNote(null);
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
    const typed = typedAlt(alt, decorative);
    // The checkbox (an image the library has no alt text for): saved as the image goes in.
    if (typed && !selected.alt && saveToLibrary) saveAlt.mutate({ media: selected, next: typed, inline: false });
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
          <DialogCancel />
          <Button size="sm" onClick={insert}>
            <ImagePlus aria-hidden="true" />
            Insert image
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <section aria-label="Library">
          <MediaPicker selected={selected} onSelect={select} upload={upload} />
        </section>
        <section
          ref={details}
          aria-labelledby="insert-image-details"
          className="rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-0"
        >
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
                onAlt={(value) => (setAlt(value), setAltError(undefined), setLibraryNote(null))}
                onDecorative={(value) => (setDecorative(value), setAltError(undefined))}
              />
              <LibraryAltOffer
                id={OFFER_ID}
                media={selected}
                alt={typedAlt(alt, decorative)}
                save={saveToLibrary}
                onSave={setSaveToLibrary}
                onUse={() => saveAlt.mutate({ media: selected, next: typedAlt(alt, decorative), inline: true })}
                using={saveAlt.isPending}
              />
              <p role="status" className={`text-sm ${libraryNote?.ok === false ? "font-medium text-red-700" : "text-emerald-800"}`}>
                {libraryNote?.text}
              </p>
              <div>
                <Label htmlFor={CAPTION_ID}>Caption (optional)</Label>
                <Input
                  id={CAPTION_ID}
                  value={caption}
                  maxLength={CAPTION_MAX}
                  onChange={(event) => setCaption(event.target.value)}
                  aria-describedby={`${CAPTION_ID}-hint`}
                />
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
