import { describe, expect, it } from "vitest";
import { type LibraryPicture, handWrittenKeys, withLibraryPictures } from "../../server/media/hand-written";

const A = "a".repeat(20);
const B = "b".repeat(20);
const EXT = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" } as const;

function picture(key: string, alt: string, widths = [320, 640], ratio = 0.75): LibraryPicture {
  const variants = widths.flatMap((width) =>
    (["avif", "webp", "jpeg"] as const).map((format) => ({
      url: `/media/${key}-${width}.${EXT[format]}`,
      width,
      height: Math.round(width * ratio),
      format,
    })),
  );
  const largest = widths.at(-1)!;
  return { url: `/media/${key}-${largest}.jpg`, width: largest, height: Math.round(largest * ratio), alt, variants };
}

const library = new Map([[A, picture(A, "Library alt")]]);
const markup = (alt: string, size = 'width="640" height="480"') =>
  `<picture><source type="image/avif" srcset="/media/${A}-320.avif 320w, /media/${A}-640.avif 640w">` +
  `<source type="image/webp" srcset="/media/${A}-320.webp 320w, /media/${A}-640.webp 640w">` +
  `<img src="/media/${A}-640.jpg" srcset="/media/${A}-320.jpg 320w, /media/${A}-640.jpg 640w" alt="${alt}" ${size}></picture>`;

describe("library images written by hand", () => {
  it("finds <img> of library variants outside a <picture>, any width and format", () => {
    const html = `<img src="/media/${A}-320.webp"><picture><img src="/media/${B}-320.jpg"></picture><a href="/media/${B}-640.jpg">link</a><img src="/elsewhere.png">`;
    expect([...handWrittenKeys(html)]).toEqual([A]);
    expect(handWrittenKeys("<p>No images</p>").size).toBe(0);
  });

  it("turns each into the library's picture, with the author's alt text, or the library's when there is none", () => {
    const html = `<p>One <img src="/media/${A}-320.webp" alt="Mine &amp; yours"> and <IMG SRC="/media/${A}-640.avif"/> end</p>`;
    expect(withLibraryPictures(html, library)).toBe(`<p>One ${markup("Mine &amp; yours")} and ${markup("Library alt")} end</p>`);
  });

  it("keeps an empty alt (decorative), a width and height written by the author, and eager loading", () => {
    expect(withLibraryPictures(`<img src="/media/${A}-320.jpg" alt="">`, library)).toBe(markup(""));
    expect(withLibraryPictures(`<img src="/media/${A}-320.jpg" alt="x" width="300">`, library)).toBe(
      markup("x", 'width="300" height="225"'),
    );
    expect(withLibraryPictures(`<img src="/media/${A}-320.jpg" alt="x" width="100" height="90" loading="eager">`, library)).toBe(
      markup("x", 'width="100" height="90" loading="eager"'),
    );
  });

  it("leaves images not in the library, images already in a picture, and everything else as written", () => {
    const html = `<p>Keep   this &nbsp; text</p><img src="/media/${B}-320.jpg" alt="b"><picture><img src="/media/${A}-320.jpg" alt="a"></picture>`;
    expect(withLibraryPictures(html, library)).toBe(html);
  });
});
