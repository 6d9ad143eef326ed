import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon, Undo2 } from "lucide-react";
import { mediaKeys, useMediaImage } from "../media/media-api";
import { MediaPicker } from "../media/media-picker";
import { MediaThumbnail } from "../media/media-thumbnail";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ImageField, ImageValue } from "~/lib/fields/define";
import type { MediaDTO } from "~/domain/schemas/media";
import { useFieldMode, useShapeLocked } from "./field-mode";

/**
 * An image field: the site's built-in picture until an image of the media library is chosen,
 * with its alt text (what a screen reader says instead of the picture).
 */
export function ImageFieldControl({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: ImageField;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<MediaDTO | null>(null);
  const chosen = useMediaImage(value.mediaId);
  // A translation describes the English page's picture in its own words; the picture is chosen in English.
  const words = useFieldMode() === "words";
  const locked = useShapeLocked();

  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-start">
      <div className="overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {value.mediaId === null ? (
          <img src={field.builtIn.src} alt="" width={field.builtIn.width} height={field.builtIn.height} className="h-auto w-full" />
        ) : chosen.data ? (
          <MediaThumbnail media={chosen.data} className="aspect-[4/3] w-full" />
        ) : (
          <p className="p-3 text-xs text-slate-700">
            {chosen.isError ? "This image is no longer in the library: the built-in picture shows." : "Loading the image..."}
          </p>
        )}
      </div>
      <div className="space-y-3">
        <p className="text-xs text-slate-600">
          {value.mediaId === null ? "The site's built-in picture." : (chosen.data?.fileName ?? `Image ${value.mediaId}`)}
        </p>
        {locked ? null : (
          <div className="flex flex-wrap gap-2">
            <Button id={id} variant="outline" size="sm" onClick={() => setOpen(true)}>
              <ImageIcon aria-hidden="true" />
              Choose image
            </Button>
            {value.mediaId !== null ? (
              <Button variant="ghost" size="sm" onClick={() => onChange({ ...value, mediaId: null })}>
                <Undo2 aria-hidden="true" />
                Use the built-in picture
              </Button>
            ) : null}
          </div>
        )}
        <div>
          <Label htmlFor={words ? id : `${id}-alt`} className="text-xs text-slate-700">
            Alt text
          </Label>
          <Input
            id={words ? id : `${id}-alt`}
            value={value.alt}
            maxLength={500}
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
            aria-describedby={`${id}-alt-hint`}
          />
          <p id={`${id}-alt-hint`} className="mt-1 text-xs text-slate-600">
            What the picture shows, for people who cannot see it. Leave it empty only for a decorative picture.
          </p>
        </div>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent
            title={`Choose an image for ${field.label}`}
            description="An image of your media library; upload a new one here too."
            className="max-w-3xl"
            footer={
              <>
                <DialogCancel />
                <Button
                  size="sm"
                  disabled={!selected}
                  onClick={() => {
                    if (!selected) return;
                    queryClient.setQueryData(mediaKeys.image(selected.id), selected);
                    onChange({ mediaId: selected.id, alt: value.alt || selected.alt });
                    setOpen(false);
                  }}
                >
                  Use this image
                </Button>
              </>
            }
          >
            <MediaPicker selected={selected} onSelect={setSelected} />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
