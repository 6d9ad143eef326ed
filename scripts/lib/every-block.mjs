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

/** Japanese words for the sample's, by length: a real sentence of the agency's, never the English. */
const JAPANESE = [
  "医療翻訳",
  "認定翻訳者",
  "お気軽にお問い合わせください",
  "診療記録、報告書、同意書を24〜72時間で翻訳します。",
  "グアムを拠点とする、プロの人間による翻訳サービスです。100以上の言語に対応し、チャモロ語を専門としています。",
];
const japanese = (text) => {
  if (text.trim() === "" || /^(\$|\/|https:|mailto:|tel:)/.test(text)) return text;
  const fits = JAPANESE.filter((words) => words.length <= Math.max(4, text.length * 0.6));
  return fits.at(-1) ?? JAPANESE[0];
};
const japaneseValue = (value) =>
  typeof value === "string"
    ? japanese(value)
    : Array.isArray(value)
      ? value.map(japaneseValue)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, japaneseValue(entry)]))
        : value;

/**
 * The page's Japanese translation, published at /ja/{slug}: every word of every block in Japanese
 * (the translation holds only words: docs/product.md, "Translations of blocks"), the facts the
 * English page's. Turns Japanese on first.
 */
export async function publishEveryBlockInJapanese(call, page) {
  await call("PUT", "/api/cms/languages/ja", { enabled: true });
  const draft = await call("POST", `/api/cms/pages/${page.id}/translations`, { locale: "ja" });
  const sections = draft.sections.map(({ pageId: _page, ...section }) => {
    const { text } = section.content;
    const words =
      section.sectionType === "html"
        ? text.replace(/>([^<]+)</g, (_match, inner) => `>${japanese(inner)}<`)
        : section.sectionType === "json"
          ? JSON.stringify(japaneseValue(JSON.parse(text)))
          : japanese(text);
    return { ...section, content: { text: words } };
  });
  return call("PUT", `/api/cms/pages/${draft.id}`, {
    title: "医療翻訳",
    slug: draft.slug,
    status: "published",
    version: draft.version,
    metaDescription: "グアムの認定医療翻訳：診療記録、報告書、同意書を24〜72時間で翻訳します。",
    metaKeywords: null,
    sections,
  });
}
