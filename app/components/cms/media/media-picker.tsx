import { useEffect, useRef, useState } from "react";
import { Check, ImageIcon, X } from "lucide-react";
import { useMediaList } from "./media-api";
import { MediaGridSkeleton, MediaLoadError, MediaPager, MediaSearchBox, mediaSummary } from "./media-parts";
import { MediaThumbnail } from "./media-thumbnail";
import { MediaUploadZone } from "./media-upload-zone";
import { useMediaUploads } from "./media-uploads";
import { Button } from "~/components/ui/button";
import type { MediaDTO } from "~/domain/schemas/media";

const PICKER_PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 250;
const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3";

/**
 * The library inside a dialog: search, one page of images to pick from (a pressed button marks
 * the chosen one), and an upload that picks the image it uploads. `upload`: files to upload at
 * once (an image pasted or dropped into the visual editor).
 */
export function MediaPicker({
  selected,
  onSelect,
  upload,
}: {
  selected: MediaDTO | null;
  onSelect: (media: MediaDTO) => void;
  upload?: readonly File[];
}) {
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const uploads = useMediaUploads({
    onUploaded: ({ media }) => {
      // The newest image is first on the first page of the whole library.
      setDraft("");
      setQ("");
      setPage(1);
      onSelect(media);
    },
  });

  const uploadedGiven = useRef(false);
  useEffect(() => {
    if (uploadedGiven.current || !upload?.length) return;
    uploadedGiven.current = true;
    uploads.add(upload);
  }, [upload, uploads]);

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => (setQ(draft.trim()), setPage(1)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);

  const list = useMediaList({ page, q, pageSize: PICKER_PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      {list.isPending ? (
        <MediaGridSkeleton cells={6} className={GRID} />
      ) : list.isError && !data ? (
        <MediaLoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : data!.total === 0 && !q ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-center">
          <ImageIcon className="mx-auto size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 font-semibold text-slate-900">The library has no images yet</p>
          <p className="mt-1 text-sm text-slate-600">Upload one below.</p>
        </div>
      ) : (
        <div>
          <MediaSearchBox value={draft} onChange={setDraft} onSubmit={() => (setQ(draft.trim()), setPage(1))} />
          <p className="mt-2 mb-3 text-sm text-slate-600" role="status" aria-live="polite">
            {mediaSummary({ total: data!.total, page: data!.page, pageSize: data!.pageSize, shown: data!.items.length, q })}
            {list.isPlaceholderData ? <span> (updating...)</span> : null}
          </p>
          {data!.total === 0 ? (
            <Button variant="outline" size="sm" onClick={() => (setDraft(""), setQ(""), setPage(1))}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          ) : (
            <ul className={GRID} aria-busy={list.isPlaceholderData} aria-label="Images to choose from">
              {data!.items.map((media) => {
                const chosen = selected?.id === media.id;
                return (
                  <li key={media.id}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => onSelect(media)}
                      className={`group block w-full overflow-hidden rounded-lg border-2 bg-white text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${
                        chosen ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200 hover:border-brand-600"
                      }`}
                    >
                      <span className="relative block">
                        <MediaThumbnail media={media} className="aspect-[4/3] w-full" />
                        {chosen ? (
                          <span
                            className="absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full bg-brand-700 text-white shadow"
                            aria-hidden="true"
                          >
                            <Check className="size-4" />
                          </span>
                        ) : null}
                      </span>
                      <span className="block truncate px-2 py-1.5 text-xs font-medium text-slate-800">{media.fileName}</span>
                      <span className="sr-only">{media.alt ? `, alt text: ${media.alt}` : ", no alt text"}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <MediaPager page={data!.page} pages={pages} onPage={setPage} label="Pages of images" />
        </div>
      )}
      <div>
        <p className="mb-2 text-sm font-semibold text-slate-800">Or upload a new image</p>
        <MediaUploadZone uploads={uploads} multiple={false} compact />
      </div>
    </div>
  );
}
