import { describe, expect, it } from "vitest";
import { imageKeysIn, withoutImages } from "../../server/media/references";

const A = "a".repeat(20);
const B = "b".repeat(20);

describe("images a section shows", () => {
  it("finds the keys of img src, img srcset and source srcset, not of links", () => {
    const html =
      `<picture><source type="image/avif" srcset="/media/${A}-320.avif 320w, /media/${A}-640.avif 640w"><img src="/media/${A}-640.jpg" alt="a"></picture>` +
      `<p><a href="/media/${B}-320.jpg">a link</a></p>`;
    expect([...imageKeysIn(html)]).toEqual([A]);
  });

  it("removes an image with its picture and figure, or alone, and keeps the rest as written", () => {
    const html =
      `<p>Before Hagåtña &amp; after</p>` +
      `<figure><picture><source srcset="/media/${A}-320.webp 320w"><img src="/media/${A}-320.jpg" alt="gone"></picture><figcaption>Gone</figcaption></figure>` +
      `<p>Middle <img src="/media/${A}-640.jpg" alt="inline"> text</p>` +
      `<picture><img src="/media/${B}-320.jpg" alt="kept"></picture>`;
    const result = withoutImages(html, new Set([A]));
    expect(result.removed).toBe(2);
    expect(result.html).toBe(
      `<p>Before Hagåtña &amp; after</p><p>Middle  text</p><picture><img src="/media/${B}-320.jpg" alt="kept"></picture>`,
    );
    expect(withoutImages(html, new Set(["c".repeat(20)]))).toEqual({ html, removed: 0 });
  });
});
