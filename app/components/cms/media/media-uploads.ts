import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ServerBusyError, mediaKeys, refreshMediaLists, uploadMedia, type UploadResult } from "./media-api";
import { errorMessage, isUnauthorized } from "~/lib/api-client";
import { MEDIA_TOO_LARGE_MESSAGE, fitsUploadLimit } from "~/domain/media-upload";

/** `busy`: the server had no room for it (503); it is sent again after the seconds it asked for. */
export type UploadStatus = "waiting" | "busy" | "uploading" | "processing" | "done" | "failed";

/** One file of the upload queue, as the screen shows it. */
export interface UploadItem {
  id: string;
  name: string;
  bytes: number;
  status: UploadStatus;
  /** 0 to 100: the share of the file sent. */
  progress: number;
  /** The server's refusal, or what went wrong, for a failed file. */
  error?: string;
  result?: UploadResult;
  /** Seconds until it is sent again, while `busy`. */
  retryIn?: number;
}

const ACTIVE: ReadonlySet<UploadStatus> = new Set(["waiting", "busy", "uploading", "processing"]);
export const isActive = (item: UploadItem) => ACTIVE.has(item.status);

let counter = 0;

/**
 * The upload queue of the Media screen and the pickers: files are sent one after another, each
 * with its own progress, then its result or the server's message. When the server is busy (503),
 * the file waits the seconds it asked for (Retry-After), counting down, and is sent again: nothing
 * is lost. The library's lists are asked again after each upload that worked. Leaving the screen
 * cancels the file being sent and the waits.
 */
export function useMediaUploads({ onUploaded }: { onUploaded?: (result: UploadResult) => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const waits = useRef(new Set<() => void>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    mounted.current = true;
    const pending = waits.current;
    return () => {
      mounted.current = false;
      queue.current = [];
      controller.current?.abort();
      for (const stop of [...pending]) stop();
    };
  }, []);

  /** Waits `ms`; false when the screen was left meanwhile. */
  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        waits.current.delete(stop);
        resolve(false);
      };
      const timer = setTimeout(() => {
        waits.current.delete(stop);
        resolve(mounted.current);
      }, ms);
      waits.current.add(stop);
    });

  const update = (id: string, patch: Partial<UploadItem>) => {
    if (mounted.current) setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  };

  async function send(id: string) {
    const file = files.current.get(id);
    if (!file) return;
    if (!fitsUploadLimit(file.size)) {
      files.current.delete(id);
      update(id, { status: "failed", error: MEDIA_TOO_LARGE_MESSAGE });
      return;
    }
    while (mounted.current) {
      update(id, { status: "uploading", progress: 0, retryIn: undefined });
      const abort = new AbortController();
      controller.current = abort;
      try {
        const result = await uploadMedia(file, {
          signal: abort.signal,
          onProgress: (share) => update(id, share >= 1 ? { progress: 100, status: "processing" } : { progress: share * 100 }),
        });
        files.current.delete(id);
        update(id, { status: "done", progress: 100, result });
        void refreshMediaLists(queryClient);
        queryClient.setQueryData(mediaKeys.image(result.media.id), result.media);
        if (mounted.current) onUploadedRef.current?.(result);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        if (error instanceof ServerBusyError) {
          // Counted down a second at a time, then the same file again.
          for (let left = error.retryAfter; left > 0; left -= 1) {
            update(id, { status: "busy", progress: 0, retryIn: left });
            if (!(await pause(1000))) return;
          }
          continue;
        }
        files.current.delete(id);
        if (isUnauthorized(error)) {
          void navigate("/cms/login", { replace: true });
          return;
        }
        const fallback = error instanceof Error && !("status" in error) ? error.message : "The upload failed. Please try again.";
        update(id, { status: "failed", error: errorMessage(error, fallback) });
        return;
      } finally {
        controller.current = null;
      }
    }
  }

  async function pump() {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next !== undefined && mounted.current; next = queue.current.shift()) await send(next);
    } finally {
      running.current = false;
    }
  }

  return {
    items,
    /** Whether a file is waiting or being sent. */
    busy: items.some(isActive),

    /** Adds files to the end of the queue and starts sending if nothing is being sent. */
    add(list: Iterable<File>) {
      const added: UploadItem[] = [];
      for (const file of list) {
        const id = `u${++counter}`;
        files.current.set(id, file);
        queue.current.push(id);
        added.push({ id, name: file.name || "image", bytes: file.size, status: "waiting", progress: 0 });
      }
      if (added.length === 0) return;
      setItems((current) => [...current, ...added]);
      void pump();
    },

    /** Forgets the files that are done or failed. */
    clearFinished() {
      setItems((list) => list.filter((item) => item.status !== "done" && item.status !== "failed"));
    },

    /** Shows the edited image in the finished row (its alt text changed). */
    replaceMedia(media: UploadResult["media"]) {
      setItems((list) => list.map((item) => (item.result?.media.id === media.id ? { ...item, result: { ...item.result, media } } : item)));
    },
  };
}

export type MediaUploads = ReturnType<typeof useMediaUploads>;
