import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon, X } from "lucide-react";
import { formatDimensions, mediaKeys, useMediaImage } from "~/components/cms/media/media-api";
import { MediaPicker } from "~/components/cms/media/media-picker";
import { MediaThumbnail } from "~/components/cms/media/media-thumbnail";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiError } from "~/lib/api-client";
import type { MediaDTO } from "~/domain/schemas/media";
import { useReadOnly } from "~/components/ui/read-only";

const LABEL_ID = "page-og-image-label";
const HINT_ID = "page-og-image-hint";
/** Social networks show sharing images at about 1200 pixels wide. */
const SHARING_MIN_WIDTH = 1200;

/**
 * The page's sharing image (og:image, docs/product.md, 5.6): none, or one image of the library,
 * shown as a thumbnail with Change and Remove. The choice is saved with the page (`ogImageId`).
 */
export function SharingImageField({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const readOnly = useReadOnly();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const focusChoose = useRef(false);
  const image = useMediaImage(value);

  // After Remove, its button is gone: focus goes to Choose image, which took its place.
  useEffect(() => {
    if (value === null && focusChoose.current) {
      focusChoose.current = false;
      chooseButton.current?.focus();
    }
  }, [value]);

  const missing = image.isError && image.error instanceof ApiError && image.error.status === 404;

  return (
    <div role="group" aria-labelledby={LABEL_ID} aria-describedby={HINT_ID}>
      <p id={LABEL_ID} className="mb-1.5 text-sm font-medium text-slate-800">
        Sharing image
      </p>
      {value === null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-slate-300 p-3">
          <p className="text-sm text-slate-600">None chosen</p>
          {readOnly ? null : (
            <Button ref={chooseButton} variant="outline" size="sm" onClick={() => setOpen(true)}>
              <ImageIcon aria-hidden="true" />
              Choose image
            </Button>
          )}
        </div>
      ) : (
        <div className="overflow-hidden rounded-md border border-slate-200">
          {image.isPending ? (
            <Skeleton className="aspect-[1.91/1] w-full rounded-none" />
          ) : image.data ? (
            <MediaThumbnail media={image.data} minWidth={640} className="aspect-[1.91/1] w-full" />
          ) : (
            <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-slate-100 p-3 text-center text-sm text-slate-700">
              {missing ? "This image is no longer in the library." : "The image could not be loaded."}
            </div>
          )}
          <div className="border-t border-slate-200 p-2">
            <p className="truncate px-1 pb-1 text-xs text-slate-700" title={image.data?.fileName}>
              {image.data ? (
                <>
                  <span className="font-medium text-slate-900">{image.data.fileName}</span> · {formatDimensions(image.data)}
                </>
              ) : (
                `Image ${value}`
              )}
            </p>
            <div className="flex gap-1" hidden={readOnly}>
              <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label="Change sharing image">
                <ImageIcon aria-hidden="true" />
                Change
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-800 hover:bg-red-50"
                aria-label="Remove sharing image"
                onClick={() => {
                  focusChoose.current = true;
                  onChange(null);
                }}
              >
                <X aria-hidden="true" />
                Remove
              </Button>
            </div>
          </div>
        </div>
      )}
      <p id={HINT_ID} className="mt-1.5 text-xs text-slate-600">
        Shown when the page is shared on social media or in messages. Best at least {SHARING_MIN_WIDTH} pixels wide.
        {image.data && image.data.width < SHARING_MIN_WIDTH ? (
          <span className="text-amber-800"> This one is {image.data.width} pixels wide.</span>
        ) : null}
      </p>

      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <SharingImageDialog
            current={image.data ?? null}
            onChoose={(media) => {
              queryClient.setQueryData(mediaKeys.image(media.id), media);
              onChange(media.id);
              setOpen(false);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function SharingImageDialog({ current, onChoose }: { current: MediaDTO | null; onChoose: (media: MediaDTO) => void }) {
  const [selected, setSelected] = useState<MediaDTO | null>(current);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <DialogContent
      title="Choose sharing image"
      description="The image social networks and messaging apps show with a link to this page."
      className="max-w-3xl"
      footer={
        <>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-red-700 sm:mr-auto">
              {problem}
            </p>
          ) : null}
          <DialogCancel />
          <Button size="sm" onClick={() => (selected ? onChoose(selected) : setProblem("Choose an image first"))}>
            Use this image
          </Button>
        </>
      }
    >
      <MediaPicker
        selected={selected}
        onSelect={(media) => {
          setSelected(media);
          setProblem(undefined);
        }}
      />
    </DialogContent>
  );
}
