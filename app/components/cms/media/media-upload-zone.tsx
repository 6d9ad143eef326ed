import { useEffect, useRef, useState, type DragEvent } from "react";
import { ImageUp } from "lucide-react";
import { MEDIA_ACCEPT } from "./media-api";
import { UploadList } from "./media-upload-list";
import type { MediaUploads } from "./media-uploads";
import type { MediaDTO } from "~/domain/schemas/media";

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
