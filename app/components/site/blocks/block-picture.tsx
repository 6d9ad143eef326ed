import type { ImageValue } from "~/lib/fields/define";
import { fallbackFormat, srcsetOf, variantsOf, type PictureSource } from "~/lib/picture-markup";

/**
 * A block's library image as a <picture> (AVIF, WebP, then JPEG or PNG), with its width and height
 * so the page keeps its place before it loads. Nothing when the image is gone from the library.
 */
export function BlockPicture({
  image,
  picture,
  sizes,
  eager = false,
  className = "",
}: {
  image: ImageValue;
  picture: PictureSource | undefined;
  sizes: string;
  /** The first thing on the page: loaded at once, as the largest paint. */
  eager?: boolean;
  className?: string;
}) {
  if (!picture) return null;
  const avif = variantsOf(picture, "avif");
  const webp = variantsOf(picture, "webp");
  const fallback = variantsOf(picture, fallbackFormat(picture));
  const largest = fallback.at(-1);
  return (
    <picture>
      {avif.length > 0 ? <source type="image/avif" srcSet={srcsetOf(avif)} sizes={sizes} /> : null}
      {webp.length > 0 ? <source type="image/webp" srcSet={srcsetOf(webp)} sizes={sizes} /> : null}
      <img
        src={largest?.url ?? picture.url}
        srcSet={fallback.length > 0 ? srcsetOf(fallback) : undefined}
        sizes={fallback.length > 0 ? sizes : undefined}
        alt={image.alt}
        width={largest?.width ?? picture.width}
        height={largest?.height ?? picture.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={`h-auto w-full rounded-2xl object-cover ${className}`}
      />
    </picture>
  );
}
