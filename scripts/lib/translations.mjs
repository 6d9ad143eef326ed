// Published translations for the scripts that measure or show translated pages (npm run
// lighthouse, bench, screenshots), from the fixtures in tests/fixtures/translations/, made through
// the API as the admin screens make them: Japanese (the home page and the settings' texts), Korean
// (/ko/contact) and Traditional Chinese (/zh-Hant/languages).
import { readFileSync } from "node:fs";
import { adminApi, signIn } from "./admin-api.mjs";

const fixture = (locale) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/translations/${locale}.json`, import.meta.url), "utf8"));

/** The translated pages these fixtures publish, by address. */
export const TRANSLATED_PATHS = ["/ja/", "/ko/contact", "/zh-Hant/languages"];

/** Sections holding `values` (JSON for objects and lists) over the translation's own. */
function withValues(sections, values) {
  return sections.map(({ id, sectionKey, sectionType, content, sortOrder }) => {
    const value = values[sectionKey];
    const text = value === undefined ? content.text : typeof value === "string" ? value : JSON.stringify(value);
    return { id, sectionKey, sectionType, content: { text }, sortOrder };
  });
}

/** Translates the English page `slug` into `locale` with the fixture's words and publishes it. */
async function publishPage(call, pages, locale, slug, { title, metaDescription, values }) {
  const english = pages.find((page) => page.slug === slug);
  const draft = await call("POST", `/api/cms/pages/${english.id}/translations`, { locale });
  await call("PUT", `/api/cms/pages/${draft.id}`, {
    title,
    slug: draft.slug,
    status: "published",
    metaDescription,
    metaKeywords: null,
    version: draft.version,
    sections: withValues(draft.sections, values),
  });
  return { englishId: english.id, translationId: draft.id };
}

/**
 * Turns Japanese, Korean and Traditional Chinese on and publishes the fixtures' translations.
 * Returns the signed-in caller and the Japanese home page's ids.
 */
export async function publishSampleTranslations(origin, admin) {
  const call = adminApi(origin, await signIn(origin, admin));
  for (const code of ["ja", "ko", "zh-Hant"]) await call("PUT", `/api/cms/languages/${code}`, { enabled: true });
  const pages = await call("GET", "/api/cms/pages");
  const ja = fixture("ja");
  const home = await publishPage(call, pages, "ja", "home", ja.home);
  await publishPage(call, pages, "ko", "contact", fixture("ko").contact);
  await publishPage(call, pages, "zh-Hant", "languages", fixture("zh-Hant").languages);

  const settingsId = (await call("GET", "/api/cms/settings")).id;
  const settingsJa = await call("POST", `/api/cms/pages/${settingsId}/translations`, { locale: "ja" });
  const record = await call("GET", "/api/cms/settings?locale=ja");
  await call("PUT", "/api/cms/settings?locale=ja", { version: record.version, values: ja.settings });
  const saved = await call("GET", `/api/cms/pages/${settingsJa.id}`);
  await call("PUT", `/api/cms/pages/${saved.id}`, {
    title: saved.title,
    slug: saved.slug,
    status: "published",
    metaDescription: saved.metaDescription,
    metaKeywords: saved.metaKeywords,
    version: saved.version,
    sections: saved.sections,
  });
  return { call, homeId: home.englishId, homeJaId: home.translationId, settingsJaId: settingsJa.id };
}
