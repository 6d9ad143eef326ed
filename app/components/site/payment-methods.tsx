import type { ImageField, ImageValue } from "~/lib/fields/define";
import type { PictureSource } from "~/lib/picture-markup";
import { LibraryPicture } from "./library-picture";

/**
 * The accepted payment methods as one picture, an image field of its page (/buy-translation,
 * /contact): the built-in public/payment-methods.svg until the owner chooses an image of the media
 * library, then that image's AVIF, WebP and JPEG or PNG variants. Either way it carries its width
 * and height, so the page keeps its place before it loads, and the field's alt text.
 */
export function PaymentMethods({
  field,
  image,
  picture,
  sizes,
  className = "",
}: {
  /** The page's image field, for its built-in picture. */
  field: Pick<ImageField, "builtIn">;
  image: ImageValue;
  /** The library image chosen (`content.images[key]`); absent while the field shows its built-in picture. */
  picture?: PictureSource;
  /** How wide the picture shows, for the browser to pick a variant. */
  sizes: string;
  className?: string;
}) {
  const imgClass = `h-auto max-w-full ${className}`;
  if (!picture) {
    const { builtIn } = field;
    return (
      <img
        src={builtIn.src}
        alt={image.alt}
        width={builtIn.width}
        height={builtIn.height}
        loading="lazy"
        decoding="async"
        className={imgClass}
      />
    );
  }
  return (
    // `contents`: the <img> stays the grid or flex item its class places, as the built-in picture is.
    <LibraryPicture picture={picture} alt={image.alt} sizes={sizes} className={imgClass} pictureClassName="contents" />
  );
}
