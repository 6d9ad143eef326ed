import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { AltTextField, altProblem } from "./alt-text-field";
import { formatDimensions, mediaKeys, refreshMediaLists, updateMediaAlt } from "./media-api";
import { MediaThumbnail } from "./media-thumbnail";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { MediaDTO } from "~/domain/schemas/media";

const FORM_ID = "alt-text-form";

/**
 * Edits the alt text of one image of the library (PUT /api/cms/media/{id}). The text is required
 * unless the image is marked decorative, which saves an empty alt text.
 */
export function AltTextDialog({
  media,
  onClose,
  onSaved,
}: {
  media: MediaDTO | null;
  onClose: () => void;
  onSaved?: (media: MediaDTO) => void;
}) {
  return (
    <Dialog open={media !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {media ? <AltTextDialogBody key={media.id} media={media} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function AltTextDialogBody({ media, onClose, onSaved }: { media: MediaDTO; onClose: () => void; onSaved?: (media: MediaDTO) => void }) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(media.alt);
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fieldId = `alt-${media.id}`;

  const save = useMutation({
    mutationFn: (next: string) => updateMediaAlt(media.id, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(mediaKeys.image(saved.id), saved);
      void refreshMediaLists(queryClient);
      toast({
        title: "Alt text saved",
        description: saved.alt ? `"${saved.fileName}" is described.` : `"${saved.fileName}" is marked decorative.`,
      });
      onSaved?.(saved);
      onClose();
    },
    onError: (failure) => {
      const message = errorMessage(failure, "Failed to save the alt text");
      setError(message);
      toast({ variant: "destructive", title: "Save failed", description: message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = altProblem(alt, decorative);
    if (problem) {
      setError(problem);
      document.getElementById(fieldId)?.focus();
      return;
    }
    save.mutate(decorative ? "" : alt.trim());
  }

  return (
    <DialogContent
      title="Alt text"
      description={`Describe "${media.fileName}" for people who cannot see it.`}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(fieldId)?.focus();
      }}
      footer={
        <>
          <DialogCancel />
          <Button type="submit" form={FORM_ID} size="sm" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {save.isPending ? "Saving..." : "Save alt text"}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div className="w-40 sm:w-auto">
          <MediaThumbnail media={media} className="aspect-[4/3] w-full rounded-lg" />
          <p className="mt-1.5 text-xs text-slate-600">{formatDimensions(media)}</p>
        </div>
        <AltTextField
          id={fieldId}
          alt={alt}
          decorative={decorative}
          error={error}
          onAlt={(value) => (setAlt(value), setError(undefined))}
          onDecorative={(value) => (setDecorative(value), setError(undefined))}
        />
      </form>
    </DialogContent>
  );
}
