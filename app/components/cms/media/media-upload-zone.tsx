import { useEffect, useRef, useState, type DragEvent } from "react";
import { AlertCircle, CheckCircle2, Clock, ImageUp, Loader2, Pencil, X } from "lucide-react";
import { MEDIA_ACCEPT, formatBytes } from "./media-api";
import type { MediaUploads, UploadItem } from "./media-uploads";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import type { MediaDTO } from "~/lib/schemas/media";
import { thumbnailOf } from "~/lib/picture-markup";

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/** A file dropped beside the drop zone must not replace the screen with the image. */
function useNoStrayDrops() {
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes("Files")) return;
      event.preventDefault();
      if (event.type === "dragover") event.dataTransfer.dropEffect = "none";
    };
    window.addEventListener("dragover", guard);
    window.addEventListener("drop", guard);
    return () => {
      window.removeEventListener("dragover", guard);
      window.removeEventListener("drop", guard);
    };
  }, []);
}

/**
 * The drop zone: drop image files on it, or press it (it is a button) to choose them. Then one
 * row per file with its progress and its result, or the server's reason for refusing it.
 */
export function MediaUploadZone({
  uploads,
  multiple = true,
  compact = false,
  onDescribe,
  id,
}: {
  uploads: MediaUploads;
  multiple?: boolean;
  /** A lower zone, for the pickers. */
  compact?: boolean;
  /** Offered on each uploaded file: edit its alt text. */
  onDescribe?: (media: MediaDTO) => void;
  /** The button's id, for focusing it from elsewhere. */
  id?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  useNoStrayDrops();

  const take = (files: FileList | null) => {
    if (files && files.length > 0) uploads.add(multiple ? Array.from(files) : [files[0]!]);
  };

  return (
    <div>
      <button
        id={id}
        type="button"
        onClick={() => input.current?.click()}
        onDragEnter={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          depth.current += 1;
          setOver(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          depth.current = 0;
          setOver(false);
          take(event.dataTransfer.files);
        }}
        aria-describedby={id ? `${id}-hint` : undefined}
        className={`flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 text-center transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${
          compact ? "py-5" : "py-8 sm:py-10"
        } ${over ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white hover:border-brand-600 hover:bg-brand-50/60"}`}
      >
        <ImageUp className={`${compact ? "size-7" : "size-9"} text-brand-700`} aria-hidden="true" />
        <span className="font-semibold text-slate-900">
          {over ? "Drop to upload" : multiple ? "Drop images here, or choose files" : "Drop an image here, or choose a file"}
        </span>
        <span id={id ? `${id}-hint` : undefined} className="text-sm text-slate-600">
          JPEG, PNG, WebP, AVIF or GIF, up to 15 MB{multiple ? " each" : ""}.
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple={multiple}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-file-input"
        onChange={(event) => {
          take(event.target.files);
          // The same file can be chosen again (after fixing it, or to retry).
          event.target.value = "";
        }}
      />
      <UploadList uploads={uploads} onDescribe={onDescribe} />
    </div>
  );
}

const STATUS_TEXT: Record<UploadItem["status"], string> = {
  waiting: "Waiting",
  uploading: "Uploading",
  processing: "Making the sizes and formats...",
  done: "Uploaded",
  failed: "Not uploaded",
};

/** The queue: each file's progress, then its result. Results are announced to screen readers as they come. */
function UploadList({ uploads, onDescribe }: { uploads: MediaUploads; onDescribe?: (media: MediaDTO) => void }) {
  const { items } = uploads;
  const announced = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const finished = items.filter((item) => (item.status === "done" || item.status === "failed") && !announced.current.has(item.id));
    if (finished.length === 0) return;
    for (const item of finished) announced.current.add(item.id);
    setAnnouncement(finished.map((item) => (item.status === "done" ? `${item.name}: ${doneText(item)}.` : `${item.name} was not uploaded: ${item.error}`)).join(" "));
  }, [items]);

  const finished = items.filter((item) => item.status === "done" || item.status === "failed").length;
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 ? (
        <div className="mt-4">
          <div className="mb-2 flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700">
              {uploads.busy ? `Uploading ${Math.min(finished + 1, items.length)} of ${items.length}` : `${items.length === 1 ? "1 file" : `${items.length} files`} sent`}
            </p>
            {finished > 0 ? (
              <Button variant="ghost" size="sm" onClick={uploads.clearFinished}>
                <X aria-hidden="true" />
                Clear list
              </Button>
            ) : null}
          </div>
          <ul className="grid gap-2" aria-label="Uploads">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onDescribe={onDescribe} />
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function doneText(item: UploadItem): string {
  return item.result?.created === false ? "Already in the library" : "Uploaded";
}

function UploadRow({ item, onDescribe }: { item: UploadItem; onDescribe?: (media: MediaDTO) => void }) {
  const media = item.result?.media;
  const thumb = media ? thumbnailOf(media) : null;
  const active = item.status === "waiting" || item.status === "uploading" || item.status === "processing";
  return (
    <li className={`flex items-start gap-3 rounded-lg border p-3 ${item.status === "failed" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white"}`}>
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
        {thumb ? (
          <img src={thumb.url} width={thumb.width} height={thumb.height} alt="" className="size-full object-cover" />
        ) : item.status === "failed" ? (
          <AlertCircle className="size-5 text-red-700" aria-hidden="true" />
        ) : item.status === "waiting" ? (
          <Clock className="size-5 text-slate-500" aria-hidden="true" />
        ) : (
          <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="min-w-0 truncate text-sm font-semibold text-slate-900" title={item.name}>
            {item.name}
          </p>
          <p className="shrink-0 text-xs text-slate-600">{formatBytes(item.bytes)}</p>
        </div>
        {active ? (
          <>
            <Progress
              className="mt-2"
              value={item.progress}
              label={`Upload of ${item.name}`}
              valueText={item.status === "waiting" ? "Waiting" : item.status === "processing" ? "Sent; making the sizes and formats" : `${Math.round(item.progress)}%`}
            />
            <p className="mt-1 text-xs text-slate-600">
              {STATUS_TEXT[item.status]}
              {item.status === "uploading" ? ` ${Math.round(item.progress)}%` : ""}
            </p>
          </>
        ) : item.status === "done" ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-sm text-emerald-800">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {doneText(item)}
                {media && !media.alt ? <span className="text-amber-800"> · no alt text yet</span> : null}
              </span>
            </p>
            {media && onDescribe ? (
              <Button variant="outline" size="sm" onClick={() => onDescribe(media)} aria-label={`${media.alt ? "Edit" : "Add"} alt text of ${item.name}`}>
                <Pencil aria-hidden="true" />
                {media.alt ? "Edit alt text" : "Add alt text"}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="mt-1 text-sm break-words text-red-800">{item.error}</p>
        )}
      </div>
    </li>
  );
}
