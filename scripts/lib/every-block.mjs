// A published page holding one block of every kind with its sample words, the image blocks showing
// a library photo, for scripts that measure or show one (npm run screenshots, npm run lighthouse).
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";
import { adminApi, signIn } from "./admin-api.mjs";

/** Publishes the page at `/{slug}`; returns it and the signed-in API caller (lib/admin-api.mjs) that made it. */
export async function publishEveryBlock(origin, admin, slug = "every-block") {
  const { BLOCKS } = await tsImport("../../app/content/blocks/registry.ts", import.meta.url);
  const { sampleValues, blockText } = await tsImport("../../app/lib/fields/blocks.ts", import.meta.url);
  const call = adminApi(origin, await signIn(origin, admin));
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, noise: { type: "gaussian", mean: 120, sigma: 30 } } })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.set("alt", "Translators at work in our Tamuning office");
  form.set("file", new Blob([photo], { type: "image/jpeg" }), "office.jpg");
  const media = await call("POST", "/api/cms/media", form);
  const sections = BLOCKS.map((definition, index) => {
    const values = sampleValues(definition);
    for (const field of definition.fields) if (field.kind === "image") values[field.key] = { mediaId: media.id, alt: media.alt };
    return {
      sectionKey: `block_${index + 1}`,
      sectionType: "json",
      content: { text: blockText(definition.kind, values) },
      sortOrder: index,
    };
  });
  const page = await call("POST", "/api/cms/pages", {
    title: "Medical Translation",
    slug,
    status: "published",
    metaDescription: "Certified medical translation in Guam: records, reports and consent forms in 24 to 72 hours.",
    metaKeywords: null,
    sections,
  });
  return { page, call };
}
