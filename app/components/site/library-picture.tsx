import { fallbackFormat, srcsetOf, variantsOf, type PictureSource } from "~/lib/picture-markup";

/**
 * An image of the media library as a <picture>: its AVIF and WebP variants, then its JPEG or PNG
 * ones as the <img>, which carries the largest variant's width and height so the page keeps its
 * place before it loads. Lazy unless `eager` (the largest paint of the page's first screen).
 */
export function LibraryPicture({
  picture,
  alt,
  sizes,
  eager = false,
  className,
  pictureClassName,
}: {
  picture: PictureSource;
  alt: string;
  /** How wide the picture shows, for the browser to pick a variant. */
  sizes: string;
  eager?: boolean;
  className?: string;
  pictureClassName?: string;
}) {
  const avif = variantsOf(picture, "avif");
  const webp = variantsOf(picture, "webp");
  const fallback = variantsOf(picture, fallbackFormat(picture));
  const largest = fallback.at(-1);
  return (
    <picture className={pictureClassName}>
      {avif.length > 0 ? <source type="image/avif" srcSet={srcsetOf(avif)} sizes={sizes} /> : null}
      {webp.length > 0 ? <source type="image/webp" srcSet={srcsetOf(webp)} sizes={sizes} /> : null}
      <img
        src={largest?.url ?? picture.url}
        srcSet={fallback.length > 0 ? srcsetOf(fallback) : undefined}
        sizes={fallback.length > 0 ? sizes : undefined}
        alt={alt}
        width={largest?.width ?? picture.width}
        height={largest?.height ?? picture.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
