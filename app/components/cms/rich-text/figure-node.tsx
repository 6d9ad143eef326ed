/**
 * A picture of the media library in the visual editor: the responsive `<picture>` Insert image
 * writes (app/lib/picture-markup.ts), in a `<figure>` with its optional caption. Shown as the image
 * itself; when selected, its alt text and caption can be changed and it can be removed.
 */
import { Node, mergeAttributes } from "@tiptap/core";
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from "@tiptap/react";
import { Trash2 } from "lucide-react";
import { useId } from "react";

/** What the sanitiser gives an image with a srcset but no sizes (server/security/sanitize.ts). */
const DEFAULT_SIZES = "(min-width: 800px) 768px, 100vw";
const MEDIA_SOURCE = /^\/media\/[0-9a-f]{20}-\d{1,5}\.(?:avif|webp|jpg|png)$/;

interface Source {
  type: string | null;
  srcset: string;
}

const digits = (value: string | null) => (value && /^\d{1,5}$/.test(value) ? value : null);
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The attributes of the picture in `element` (a figure, a picture or an img), or false when it is none of the library's. */
function pictureAttrs(element: HTMLElement): Record<string, unknown> | false {
  const img = element.tagName === "IMG" ? element : element.querySelector("img");
  const src = img?.getAttribute("src") ?? "";
  if (!img || !MEDIA_SOURCE.test(src)) return false;
  const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
  const sources: Source[] = picture
    ? [...picture.querySelectorAll(":scope > source")].map((source) => ({
        type: source.getAttribute("type"),
        srcset: source.getAttribute("srcset") ?? "",
      }))
    : [];
  const srcset = img.getAttribute("srcset");
  const caption = element.tagName === "FIGURE" ? oneLine(element.querySelector("figcaption")?.textContent ?? "") : "";
  return {
    src,
    srcset,
    alt: img.getAttribute("alt") ?? "",
    width: digits(img.getAttribute("width")) && digits(img.getAttribute("height")) ? img.getAttribute("width") : null,
    height: digits(img.getAttribute("width")) && digits(img.getAttribute("height")) ? img.getAttribute("height") : null,
    sources,
    caption,
  };
}

export const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    // Read from the whole picture by the parse rules below, written by renderHTML.
    const plain = (fallback: unknown) => ({ default: fallback, rendered: false, parseHTML: () => null });
    return {
      src: plain(null),
      srcset: plain(null),
      alt: plain(""),
      width: plain(null),
      height: plain(null),
      sources: plain([]),
      caption: plain(""),
    };
  },
  parseHTML() {
    return [
      { tag: "figure", getAttrs: (element) => pictureAttrs(element), priority: 60 },
      { tag: "picture", getAttrs: (element) => pictureAttrs(element), priority: 55 },
      { tag: "img", getAttrs: (element) => pictureAttrs(element), priority: 50 },
    ];
  },
  renderHTML({ node }) {
    const { src, srcset, alt, width, height, sources, caption } = node.attrs as {
      src: string;
      srcset: string | null;
      alt: string;
      width: string | null;
      height: string | null;
      sources: Source[];
      caption: string;
    };
    const img = mergeAttributes({ src, alt }, srcset ? { srcset, sizes: DEFAULT_SIZES } : {}, width && height ? { width, height } : {}, {
      loading: "lazy",
      decoding: "async",
    });
    const picture = [
      "picture",
      {},
      ...sources.map((source) => [
        "source",
        mergeAttributes(source.type ? { type: source.type } : {}, { srcset: source.srcset, sizes: DEFAULT_SIZES }),
      ]),
      ["img", img],
    ];
    return caption ? ["figure", {}, picture, ["figcaption", {}, caption]] : ["figure", {}, picture];
  },
  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },
});

/** The picture as the owner sees it while writing; selected, its alt text, caption and Remove. */
function FigureView({ node, selected, updateAttributes, deleteNode }: ReactNodeViewProps) {
  const id = useId();
  const { src, alt, caption, width, height } = node.attrs as {
    src: string;
    alt: string;
    caption: string;
    width: string | null;
    height: string | null;
  };
  return (
    <NodeViewWrapper as="figure" className="my-4" data-drag-handle="">
      <img
        src={src}
        alt={alt}
        width={width ?? undefined}
        height={height ?? undefined}
        className={`h-auto max-h-72 w-auto max-w-full rounded ${selected ? "outline-2 outline-offset-2 outline-brand-600" : ""}`}
      />
      {caption && !selected ? <figcaption className="mt-1 text-sm text-slate-600">{caption}</figcaption> : null}
      {selected ? (
        <div contentEditable={false} className="mt-2 grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2">
          <label className="grid gap-1" htmlFor={`${id}-alt`}>
            <span className="font-medium text-slate-800">Alt text</span>
            <input
              id={`${id}-alt`}
              className="h-9 rounded-md border border-slate-300 bg-white px-2"
              value={alt}
              maxLength={1000}
              onChange={(event) => updateAttributes({ alt: event.target.value.replace(/\s+/g, " ") })}
            />
          </label>
          <label className="grid gap-1" htmlFor={`${id}-caption`}>
            <span className="font-medium text-slate-800">Caption</span>
            <input
              id={`${id}-caption`}
              className="h-9 rounded-md border border-slate-300 bg-white px-2"
              value={caption}
              maxLength={500}
              onChange={(event) => updateAttributes({ caption: event.target.value.replace(/\s+/g, " ") })}
            />
          </label>
          <button
            type="button"
            onClick={deleteNode}
            className="inline-flex h-9 w-fit items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 font-medium text-red-800 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove image
          </button>
        </div>
      ) : null}
    </NodeViewWrapper>
  );
}
