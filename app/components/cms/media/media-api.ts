/**
 * The media library from the admin area (docs/product.md, 5.9): its query keys, the list and one
 * image, the upload (XMLHttpRequest, for its progress events), the alt text edit and the delete,
 * and how sizes are written.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiJson, apiRequest, pagedListUrl } from "~/lib/api-client";
import type { MediaDTO, MediaListDTO } from "~/domain/schemas/media";
import type { MediaUploadDTO } from "~/domain/media-upload";

const MEDIA = "/api/cms/media";

export const mediaKeys = {
  /** Every list of the media library (each search and page): invalidated after an upload, an alt text edit or a delete. */
  lists: ["media-list"] as const,
  list: (params: { page: number; q: string; pageSize: number }) => ["media-list", params] as const,
  /** One image of the media library (GET /api/cms/media/{id}, through the default query function). */
  image: (id: number) => [MEDIA, id] as const,
};

/** What the file picker offers; the server decides by the content, so a dropped file of any type is still sent. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/**
 * One page of the library, newest first. Lists are asked again whenever a screen or dialog that
 * shows one opens: which pages use an image changes with every page save, elsewhere.
 */
export function useMediaList({ page, q, pageSize }: { page: number; q: string; pageSize: number }) {
  return useQuery({
    queryKey: mediaKeys.list({ page, q, pageSize }),
    queryFn: ({ signal }) => apiJson<MediaListDTO>("GET", pagedListUrl(MEDIA, { page, pageSize, q }), undefined, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/**
 * Loads the library's lists again after a change. A list asked for just before the change (a
 * search typed a moment earlier) is cancelled first: otherwise its answer, from before the change,
 * would land after it and stay.
 */
export async function refreshMediaLists(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: mediaKeys.lists });
  await queryClient.invalidateQueries({ queryKey: mediaKeys.lists });
}

/** One image of the library, or nothing asked while `id` is null. */
export function useMediaImage(id: number | null) {
  return useQuery<MediaDTO>({ queryKey: mediaKeys.image(id ?? 0), enabled: id !== null });
}

/** Saves an image's alt text; "" marks it decorative. */
export const updateMediaAlt = (id: number, alt: string) => apiJson<MediaDTO>("PUT", `${MEDIA}/${id}`, { alt });

/** Deletes an image; refused (`in_use`) while a page uses it. */
export const deleteMedia = (id: number) => apiRequest("DELETE", `${MEDIA}/${id}`);

export interface UploadResult {
  media: MediaDTO;
  /** False when the same file was in the library already (the server answers that image, 200, with its own alt text). */
  created: boolean;
}

/** The server had no room for the upload (503): try again after `retryAfter` seconds. */
export class ServerBusyError extends ApiError {
  constructor(
    statusText: string,
    body: string,
    readonly retryAfter: number,
  ) {
    super(503, statusText, body);
    this.name = "ServerBusyError";
  }
}

/**
 * Uploads one file as multipart/form-data (`alt`, then `file`) with the session cookie. The
 * browser sets the boundary and the Origin header the server requires. `onProgress` receives the
 * share of the file sent, from 0 to 1. A refusal rejects with an ApiError carrying the server's
 * `{ message }` (a ServerBusyError with the seconds of Retry-After when the server is busy); a
 * lost connection with a plain Error.
 */
export function uploadMedia(
  file: File,
  { alt = "", onProgress, signal }: { alt?: string; onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      signal?.removeEventListener("abort", abort);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const { created, ...media } = JSON.parse(xhr.responseText) as MediaUploadDTO;
          resolve({ media, created: created ?? xhr.status === 201 });
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, ""));
        }
        return;
      }
      if (xhr.status === 503) {
        const seconds = Number(xhr.getResponseHeader("Retry-After"));
        reject(new ServerBusyError(xhr.statusText, xhr.responseText, Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 60) : 5));
        return;
      }
      reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => {
      signal?.removeEventListener("abort", abort);
      reject(new Error("The upload stopped: check your connection and try again."));
    };
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const form = new FormData();
    form.append("alt", alt);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

const sizeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A file size as people read it: "820 bytes", "245 KB", "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** "1600 × 1200 px" */
export function formatDimensions(media: Pick<MediaDTO, "width" | "height">): string {
  return `${media.width} × ${media.height} px`;
}
