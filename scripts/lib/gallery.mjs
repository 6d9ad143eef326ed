// A published page with five photos from the media library, for scripts that measure or show one
// (npm run lighthouse -- --with-images, npm run screenshots).
import sharp from "sharp";
import { adminApi, signIn } from "./admin-api.mjs";

/**
 * A published page with five photos inserted as the editor inserts them (a responsive picture each).
 * Returns the page and the signed-in API caller (lib/admin-api.mjs) that made it.
 */
export async function publishGallery(origin, admin, slug = "photo-gallery") {
  const call = adminApi(origin, await signIn(origin, admin));
  const blocks = [];
  for (let i = 0; i < 5; i += 1) {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, noise: { type: "gaussian", mean: 90 + i * 25, sigma: 35 } },
    })
      .blur(1.5)
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.set("alt", `Photo ${i + 1} of our work in Guam`);
    form.set("file", new Blob([photo], { type: "image/jpeg" }), `photo-${i + 1}.jpg`);
    const media = await call("POST", "/api/cms/media", form);
    const set = (format) =>
      media.variants
        .filter((v) => v.format === format)
        .map((v) => `${v.url} ${v.width}w`)
        .join(", ");
    const largest = media.variants.filter((v) => v.format === "jpeg").at(-1);
    blocks.push(
      `<p>Paragraph ${i + 1}: our translators work from English into more than one hundred languages, with Chamorro first among them.</p>` +
        `<figure><picture><source type="image/avif" srcset="${set("avif")}"><source type="image/webp" srcset="${set("webp")}">` +
        `<img src="${media.url}" srcset="${set("jpeg")}" alt="${media.alt}" width="${largest.width}" height="${largest.height}"></picture>` +
        `<figcaption>Photo ${i + 1}</figcaption></figure>`,
    );
  }
  const page = await call("POST", "/api/cms/pages", {
    title: "Photo Gallery",
    slug,
    status: "published",
    metaDescription: "Photos of our translation work across Guam and Micronesia.",
    metaKeywords: null,
    sections: [{ sectionKey: "gallery", sectionType: "html", content: { text: blocks.join("") }, sortOrder: 0 }],
  });
  return { page, call };
}
