import type { ImageValue } from "~/lib/fields/define";
import type { PictureSource } from "~/lib/picture-markup";
import { LibraryPicture } from "../library-picture";

/** A block's library image, rounded, across its column; nothing when the image is gone from the library. */
export function BlockPicture({
  image,
  picture,
  sizes,
  eager = false,
}: {
  image: ImageValue;
  picture: PictureSource | undefined;
  sizes: string;
  /** The first thing on the page: loaded at once, as the largest paint. */
  eager?: boolean;
}) {
  if (!picture) return null;
  return (
    <LibraryPicture picture={picture} alt={image.alt} sizes={sizes} eager={eager} className="h-auto w-full rounded-2xl object-cover" />
  );
}
