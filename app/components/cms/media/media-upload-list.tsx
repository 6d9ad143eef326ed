import { useEffect, useRef, useState } from "react";
import { AlertCircle, CheckCircle2, Clock, Loader2, Pencil, X } from "lucide-react";
import { formatBytes } from "./media-api";
import { isActive, type MediaUploads, type UploadItem } from "./media-uploads";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import type { MediaDTO } from "~/domain/schemas/media";
import { thumbnailOf } from "~/lib/picture-markup";

/**
 * The rows of the upload queue (docs/product.md, 5.9): each file's progress, a wait while the
 * server is busy, then its result: the image (and, for a file already in the library, the alt
 * text it has there) or the server's reason for refusing it.
 */

const STATUS_TEXT: Record<UploadItem["status"], string> = {
  waiting: "Waiting",
  busy: "Waiting: the server is busy",
  uploading: "Uploading",
  processing: "Making the sizes and formats...",
  done: "Uploaded",
  failed: "Not uploaded",
};

/** The queue: each file's progress, then its result. Results, and a wait for a busy server, are announced to screen readers as they come. */
export function UploadList({ uploads, onDescribe }: { uploads: MediaUploads; onDescribe?: (media: MediaDTO) => void }) {
  const { items } = uploads;
  const announced = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const news = items.flatMap((item) => {
      const key = item.status === "busy" ? `${item.id}-busy` : item.status === "done" || item.status === "failed" ? item.id : null;
      if (!key || announced.current.has(key)) return [];
      announced.current.add(key);
      if (item.status === "busy") return [`${item.name}: the server is busy; it will be sent again in a few seconds.`];
      if (item.status === "failed") return [`${item.name} was not uploaded: ${item.error}`];
      const alt = libraryAlt(item);
      return [`${item.name}: ${doneText(item)}${alt ? `, with the alt text "${alt}"` : ""}.`];
    });
    if (news.length > 0) setAnnouncement(news.join(" "));
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
              {uploads.busy
                ? `Uploading ${Math.min(finished + 1, items.length)} of ${items.length}`
                : `${items.length === 1 ? "1 file" : `${items.length} files`} sent`}
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

/** A file already in the library keeps the alt text it has there, whatever was sent: say which. */
function libraryAlt(item: UploadItem): string | null {
  return item.result?.created === false && item.result.media.alt ? item.result.media.alt : null;
}

function UploadRow({ item, onDescribe }: { item: UploadItem; onDescribe?: (media: MediaDTO) => void }) {
  const media = item.result?.media;
  const thumb = media ? thumbnailOf(media) : null;
  const active = isActive(item);
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border p-3 ${item.status === "failed" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white"}`}
    >
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
        {thumb ? (
          <img src={thumb.url} width={thumb.width} height={thumb.height} alt="" className="size-full object-cover" />
        ) : item.status === "failed" ? (
          <AlertCircle className="size-5 text-red-700" aria-hidden="true" />
        ) : item.status === "waiting" || item.status === "busy" ? (
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
              valueText={
                item.status === "waiting" || item.status === "busy"
                  ? STATUS_TEXT[item.status]
                  : item.status === "processing"
                    ? "Sent; making the sizes and formats"
                    : `${Math.round(item.progress)}%`
              }
            />
            <p className={`mt-1 text-xs ${item.status === "busy" ? "font-medium text-amber-800" : "text-slate-600"}`}>
              {STATUS_TEXT[item.status]}
              {item.status === "uploading" ? ` ${Math.round(item.progress)}%` : ""}
              {item.status === "busy" ? `, retrying in ${item.retryIn ?? 1} s` : ""}
            </p>
          </>
        ) : item.status === "done" ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-sm text-emerald-800">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                {doneText(item)}
                {media && !media.alt ? <span className="text-amber-800"> · no alt text yet</span> : null}
                {libraryAlt(item) ? <span className="text-slate-700"> · its alt text there: “{libraryAlt(item)}”</span> : null}
              </span>
            </p>
            {media && onDescribe ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDescribe(media)}
                aria-label={`${media.alt ? "Edit" : "Add"} alt text of ${item.name}`}
              >
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
