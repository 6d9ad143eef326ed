import { useEffect, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageIcon, X } from "lucide-react";
import { adminTitle } from "./guard";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { AltTextDialog } from "~/components/cms/media/alt-text-dialog";
import { deleteMedia, mediaKeys, refreshMediaLists, useMediaList } from "~/components/cms/media/media-api";
import { MediaCard, MediaGridSkeleton, MediaLoadError, MediaPager, MediaSearchBox, mediaSummary } from "~/components/cms/media/media-parts";
import { MediaUploadZone } from "~/components/cms/media/media-upload-zone";
import { useMediaUploads } from "~/components/cms/media/media-uploads";
import { useListParams } from "~/components/cms/shell/use-list-params";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { errorMessage, hasErrorCode } from "~/lib/api-client";
import type { MediaDTO } from "~/domain/schemas/media";

export const meta = () => adminTitle("Media");

const MEDIA_PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 250;
const HEADING_ID = "media-heading";
const GRID = "grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3";

/**
 * The media library (docs/product.md, 5.9): upload by dropping files or choosing them, each with
 * its progress; the images, newest first, searchable, with their alt text, the pages that use
 * them, and Delete (refused by the server while a page uses the image).
 */
export default function CmsMedia() {
  const queryClient = useQueryClient();
  const { page, q, update } = useListParams();
  const [draft, setDraft] = useState(q);
  const [editing, setEditing] = useState<MediaDTO | null>(null);
  const [pendingDelete, setPendingDelete] = useState<MediaDTO | null>(null);
  const uploads = useMediaUploads();

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => update({ q: draft.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update changes with every render
  }, [draft, q]);
  useEffect(() => setDraft(q), [q]);

  const list = useMediaList({ page, q, pageSize: MEDIA_PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > pages) update({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update changes with every render
  }, [data, page, pages]);

  const remove = useMutation({
    mutationFn: (media: MediaDTO) => deleteMedia(media.id),
    onSuccess: (_res, media) => {
      queryClient.removeQueries({ queryKey: mediaKeys.image(media.id) });
      toast({ title: "Image deleted", description: `"${media.fileName}" is no longer in the library.` });
      document.getElementById(HEADING_ID)?.focus();
    },
    onError: (error) => {
      const inUse = hasErrorCode(error, "in_use");
      toast({
        variant: "destructive",
        title: inUse ? "Image in use" : "Delete failed",
        description: errorMessage(error, "Failed to delete the image"),
      });
    },
    // Which pages use it may have changed since the list was loaded.
    onSettled: () => refreshMediaLists(queryClient),
  });

  return (
    <>
      <ScreenHeader title="Media Library" description="Images for your pages, made ready for every screen size." backToDashboard />

      <main className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6">
        <section aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Upload images
          </h2>
          <MediaUploadZone id="media-drop-zone" uploads={uploads} onDescribe={setEditing} />
        </section>

        <section aria-labelledby={HEADING_ID}>
          <h2 id={HEADING_ID} tabIndex={-1} className="mb-4 text-xl font-semibold text-slate-900 outline-none">
            Images
          </h2>
          {list.isPending ? (
            <MediaGridSkeleton className={GRID} />
          ) : list.isError && !data ? (
            <MediaLoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : data!.total === 0 && !q ? (
            <div className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
              <ImageIcon className="mx-auto size-10 text-slate-400" aria-hidden="true" />
              <p className="mt-3 text-lg font-semibold text-slate-900">No images yet</p>
              <p className="mt-1 text-sm text-slate-600">Images you upload appear here, ready to insert into your pages.</p>
              <Button size="sm" className="mt-5" onClick={() => document.getElementById("media-drop-zone")?.click()}>
                Upload Your First Image
              </Button>
            </div>
          ) : (
            <>
              <MediaSearchBox className="mb-4" value={draft} onChange={setDraft} onSubmit={() => update({ q: draft.trim(), page: 1 })} />
              <p className="mb-3 text-sm text-slate-600" role="status" aria-live="polite">
                {mediaSummary({ total: data!.total, page: data!.page, pageSize: data!.pageSize, shown: data!.items.length, q })}
                {list.isPlaceholderData ? <span> (updating...)</span> : null}
              </p>
              {data!.total === 0 ? (
                <Button variant="outline" size="sm" onClick={() => (setDraft(""), update({ q: "", page: 1 }))}>
                  <X aria-hidden="true" />
                  Clear search
                </Button>
              ) : (
                <ul className={GRID} aria-busy={list.isPlaceholderData} aria-label="Images in the library">
                  {data!.items.map((media) => (
                    <MediaCard
                      key={media.id}
                      media={media}
                      deleting={remove.isPending && remove.variables?.id === media.id}
                      onEditAlt={() => setEditing(media)}
                      onDelete={() => setPendingDelete(media)}
                    />
                  ))}
                </ul>
              )}
              <MediaPager page={data!.page} pages={pages} onPage={(next) => update({ page: next })} />
            </>
          )}
        </section>
      </main>

      <AltTextDialog media={editing} onClose={() => setEditing(null)} onSaved={uploads.replaceMedia} />

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Delete image"
        description={pendingDelete ? `Delete "${pendingDelete.fileName}" from the library? This cannot be undone.` : ""}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete);
        }}
      />
    </>
  );
}
