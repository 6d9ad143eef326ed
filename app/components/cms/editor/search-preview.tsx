import { useSyncExternalStore } from "react";
import { Search, Share2 } from "lucide-react";
import { MediaThumbnail } from "~/components/cms/media/media-thumbnail";
import { useMediaImage } from "~/components/cms/media/media-api";
import { displayWidth } from "~/lib/text-width";

/** About how much of a title and a description a search result shows (docs/product.md, "What search engines show"). */
export const TITLE_WIDTH = 60;
export const DESCRIPTION_WIDTH = 160;

const noChange = () => () => {};

/** A text cut where a search result would cut it, with an ellipsis. */
function cut(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let out = "";
  for (const char of text) {
    if (displayWidth(out + char) > max - 1) break;
    out += char;
  }
  return `${out.trimEnd()}…`;
}

/** The length guidance under a preview: fine, or too long, by width (a wide character counts as two). */
function Guidance({ label, text, max }: { label: string; text: string; max: number }) {
  const width = displayWidth(text);
  const over = width > max;
  return (
    <li className={over ? "text-amber-900" : "text-slate-600"}>
      {label}: {width} of about {max}
      {over ? " — search engines will cut it" : ""}
    </li>
  );
}

/**
 * What search engines and social networks will show for the page (docs/product.md, "What search
 * engines show"): its title with the site's name, its address and the description in use (the
 * owner's own, or the one made from the page), as a search result and as a shared card with the
 * sharing image, with guidance on their lengths.
 */
export function SearchPreview({
  title,
  siteName,
  path,
  description,
  imageId,
  lang = "en",
}: {
  title: string;
  siteName: string;
  /** The page's address on the site ("/medical-translation", "/ja/medical-translation"). */
  path: string;
  description: string;
  imageId: number | null;
  lang?: string;
}) {
  const fullTitle = title.trim() === "" || title === siteName ? siteName : `${title} | ${siteName}`;
  // The address the admin area is served at (the server's render has none: the same first render on both sides).
  const host = useSyncExternalStore(
    noChange,
    () => window.location.host,
    () => "",
  );
  const image = useMediaImage(imageId);
  return (
    <section
      aria-labelledby="search-preview-label"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 [overflow-wrap:anywhere]"
    >
      <h3 id="search-preview-label" className="text-sm font-semibold text-slate-800">
        What search engines and social networks show
      </h3>
      <figure className="grid grid-cols-1 gap-1 rounded-md bg-white p-3 shadow-sm" lang={lang}>
        <figcaption className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-600" lang="en">
          <Search className="size-3.5" aria-hidden="true" /> Search result
        </figcaption>
        <p className="truncate text-xs text-slate-700">
          {host}
          {path === "/" ? "" : ` › ${path.slice(1).split("/").join(" › ")}`}
        </p>
        <p className="text-lg leading-snug text-[#1a0dab]">{cut(fullTitle, TITLE_WIDTH)}</p>
        <p className="text-sm text-slate-700">
          {description.trim() === "" ? <span className="italic">No description</span> : cut(description, DESCRIPTION_WIDTH)}
        </p>
      </figure>
      <figure className="overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm" lang={lang}>
        <figcaption className="flex items-center gap-1.5 px-3 pt-2 text-xs font-medium text-slate-600" lang="en">
          <Share2 className="size-3.5" aria-hidden="true" /> Shared on social media
        </figcaption>
        {image.data ? (
          <MediaThumbnail media={image.data} className="mt-2 aspect-[1.91/1] w-full object-cover" />
        ) : (
          <p className="mx-3 mt-2 rounded bg-slate-100 p-3 text-xs text-slate-600" lang="en">
            No sharing image: networks show a small card without a picture.
          </p>
        )}
        <div className="grid grid-cols-1 gap-0.5 p-3">
          <p className="text-xs text-slate-600 uppercase">{host}</p>
          <p className="font-semibold text-slate-900">{cut(fullTitle, 88)}</p>
          <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
        </div>
      </figure>
      <ul className="grid gap-0.5 text-xs" aria-label="Lengths">
        <Guidance label="Title with the site's name" text={fullTitle} max={TITLE_WIDTH} />
        <Guidance label="Description" text={description} max={DESCRIPTION_WIDTH} />
      </ul>
    </section>
  );
}
