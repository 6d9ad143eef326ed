import { ImageOff } from "lucide-react";
import type { MediaDTO } from "~/domain/schemas/media";
import { thumbnailOf } from "~/lib/picture-markup";

/**
 * An image of the library as a thumbnail: its 320-wide WebP variant, whole (letterboxed) in a box
 * the caller sizes, with its width and height so nothing moves when it arrives. Decorative here:
 * the text beside it says what it is.
 */
export function MediaThumbnail({
  media,
  className = "",
  minWidth = 320,
}: {
  media: Pick<MediaDTO, "variants">;
  className?: string;
  minWidth?: number;
}) {
  const thumb = thumbnailOf(media, minWidth);
  return (
    <div className={`flex items-center justify-center overflow-hidden bg-slate-100 ${className}`}>
      {thumb ? (
        <img
          src={thumb.url}
          width={thumb.width}
          height={thumb.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      ) : (
        <ImageOff className="size-6 text-slate-400" aria-hidden="true" />
      )}
    </div>
  );
}
