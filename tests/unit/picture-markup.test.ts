import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { MediaDTO } from "~/domain/schemas/media";
import {
  type PictureVariant,
  escapeAttribute,
  escapeText,
  fallbackFormat,
  insertBlock,
  pictureMarkup,
  srcsetOf,
  thumbnailOf,
} from "~/lib/picture-markup";
import { sanitizeHtmlContent } from "../../server/security/sanitize";

const KEY = "0123456789abcdef0123";
const EXT = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" } as const;

/** A library image as the API describes it: every width in AVIF, WebP and one fallback, in the server's order. */
function media(widths: number[], ratio = 0.75, fallback: "jpeg" | "png" = "jpeg"): MediaDTO {
  const variants: PictureVariant[] = widths.flatMap((width) =>
    (["avif", fallback, "webp"] as const).map((format) => ({
      url: `/media/${KEY}-${width}.${EXT[format]}`,
      width,
      height: Math.round(width * ratio),
      format,
    })),
  );
  const largest = Math.max(...widths);
  return {
    id: 7,
    url: `/media/${KEY}-${largest}.${EXT[fallback]}`,
    width: largest,
    height: Math.round(largest * ratio),
    alt: "Library alt",
    mimeType: "image/jpeg",
    bytes: 12345,
    fileName: "photo.jpg",
    createdAt: "2026-01-01T00:00:00.000Z",
    variants,
    usedBy: [],
  };
}

describe("pictureMarkup", () => {
  it("writes AVIF and WebP sources and the fallback image sized by its largest variant", () => {
    const image = media([320, 640, 960, 1280, 1600]);
    expect(pictureMarkup(image, { alt: "Tumon Bay at noon", caption: "The bay" })).toBe(
      "<figure><picture>" +
        `<source type="image/avif" srcset="/media/${KEY}-320.avif 320w, /media/${KEY}-640.avif 640w, /media/${KEY}-960.avif 960w, /media/${KEY}-1280.avif 1280w, /media/${KEY}-1600.avif 1600w">` +
        `<source type="image/webp" srcset="/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w, /media/${KEY}-960.webp 960w, /media/${KEY}-1280.webp 1280w, /media/${KEY}-1600.webp 1600w">` +
        `<img src="/media/${KEY}-1600.jpg" srcset="/media/${KEY}-320.jpg 320w, /media/${KEY}-640.jpg 640w, /media/${KEY}-960.jpg 960w, /media/${KEY}-1280.jpg 1280w, /media/${KEY}-1600.jpg 1600w" alt="Tumon Bay at noon" width="1600" height="1200">` +
        "</picture><figcaption>The bay</figcaption></figure>",
    );
  });

  it("orders candidates by width whatever order the variants come in", () => {
    const image = media([640, 320]);
    image.variants.reverse();
    const html = pictureMarkup(image, { alt: "x" });
    expect(html).toContain(`srcset="/media/${KEY}-320.avif 320w, /media/${KEY}-640.avif 640w"`);
    expect(html).toContain('width="640" height="480"');
  });

  it("leaves the figcaption out when the caption is empty or blank, and keeps alt empty for a decorative image", () => {
    const image = media([320]);
    for (const caption of [undefined, "", "   \n "]) {
      const html = pictureMarkup(image, { alt: "", caption });
      expect(html).not.toContain("figcaption");
      expect(html).toContain('alt=""');
      expect(html).toMatch(/^<figure><picture>.*<\/picture><\/figure>$/);
    }
  });

  it("escapes alt text for an attribute and the caption for text, and keeps alt on one line", () => {
    const html = pictureMarkup(media([320]), {
      alt: `Tom's "best" <b>shot</b> & more\nline two`,
      caption: `<script>alert(1)</script> & "quotes"`,
    });
    expect(html).toContain('alt="Tom&#39;s &quot;best&quot; &lt;b&gt;shot&lt;/b&gt; &amp; more line two"');
    expect(html).toContain('<figcaption>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes"</figcaption>');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
  });

  it("uses PNG variants as the fallback of an image with transparency", () => {
    const image = media([320, 400], 0.5, "png");
    expect(fallbackFormat(image)).toBe("png");
    const html = pictureMarkup(image, { alt: "Logo" });
    expect(html).toContain(
      `<img src="/media/${KEY}-400.png" srcset="/media/${KEY}-320.png 320w, /media/${KEY}-400.png 400w" alt="Logo" width="400" height="200">`,
    );
    expect(html).not.toContain(".jpg");
  });

  it("is kept as written by the server's sanitiser, which only adds its loading attributes and sizes", () => {
    const image = media([320, 640, 960]);
    const html = pictureMarkup(image, { alt: `A "quoted" & <odd> alt`, caption: "Our office & team" });
    const clean = sanitizeHtmlContent(html);
    const added = new Set(["sizes", "loading", "decoding"]);
    const kept = parsed(clean).map((node) =>
      typeof node === "string"
        ? node
        : { ...node, attrs: Object.fromEntries(Object.entries(node.attrs).filter(([name]) => !added.has(name))) },
    );
    expect(kept).toEqual(parsed(html));
    expect(parsed(clean).filter((n) => typeof n !== "string" && n.name === "img")).toEqual([
      expect.objectContaining({ attrs: expect.objectContaining({ alt: `A "quoted" & <odd> alt`, loading: "lazy", decoding: "async" }) }),
    ]);
  });
});

/** The elements (with their attributes, as a browser reads them) and texts of some HTML, in order. */
function parsed(html: string): Array<string | { name: string; attrs: Record<string, string> }> {
  const out: Array<string | { name: string; attrs: Record<string, string> }> = [];
  const parser = new Parser(
    { onopentag: (name, attrs) => out.push({ name, attrs }), ontext: (text) => out.push(text) },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

describe("helpers", () => {
  it("escape what would end an attribute or start a tag", () => {
    expect(escapeAttribute(`a&b"c'd<e>f`)).toBe("a&amp;b&quot;c&#39;d&lt;e&gt;f");
    expect(escapeText(`a&b<c>"d'`)).toBe(`a&amp;b&lt;c&gt;"d'`);
  });

  it("write a srcset and pick the 320-wide WebP as the thumbnail (the widest when the image is smaller)", () => {
    const image = media([320, 640]);
    expect(srcsetOf(image.variants.filter((v) => v.format === "webp"))).toBe(`/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w`);
    expect(thumbnailOf(image)?.url).toBe(`/media/${KEY}-320.webp`);
    expect(thumbnailOf(image, 500)?.url).toBe(`/media/${KEY}-640.webp`);
    expect(thumbnailOf(media([200]))?.url).toBe(`/media/${KEY}-200.webp`);
    expect(thumbnailOf({ variants: [] })).toBeNull();
  });
});

describe("insertBlock", () => {
  it("puts the block on lines of its own at the cursor, and the cursor after it", () => {
    expect(insertBlock("", 0, 0, "<B>")).toEqual({ text: "<B>", cursor: 3 });
    expect(insertBlock("<p>a</p>\n<p>b</p>", 9, 9, "<B>")).toEqual({ text: "<p>a</p>\n<B>\n<p>b</p>", cursor: 12 });
    expect(insertBlock("<p>a</p>", 8, 8, "<B>")).toEqual({ text: "<p>a</p>\n<B>", cursor: 12 });
    expect(insertBlock("<p>a</p>", 0, 0, "<B>")).toEqual({ text: "<B>\n<p>a</p>", cursor: 3 });
    expect(insertBlock("abcdef", 3, 3, "<B>")).toEqual({ text: "abc\n<B>\ndef", cursor: 7 });
  });

  it("replaces a selection, in either direction, and keeps a cursor out of range inside the text", () => {
    expect(insertBlock("a\nOLD\nb", 2, 5, "<B>")).toEqual({ text: "a\n<B>\nb", cursor: 5 });
    expect(insertBlock("a\nOLD\nb", 5, 2, "<B>")).toEqual({ text: "a\n<B>\nb", cursor: 5 });
    expect(insertBlock("abc", 99, 120, "<B>")).toEqual({ text: "abc\n<B>", cursor: 7 });
    expect(insertBlock("abc", Number.NaN, Number.NaN, "<B>")).toEqual({ text: "abc\n<B>", cursor: 7 });
  });
});
