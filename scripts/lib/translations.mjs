// A published Japanese translation of the home page and of the settings' texts, from the fixture
// tests/fixtures/translations/ja.json, made through the API as the admin screens make it: for the
// scripts that measure or show a translated page (npm run lighthouse, bench, screenshots).
import { readFileSync } from "node:fs";
import { adminApi, signIn } from "./admin-api.mjs";

const FIXTURE = JSON.parse(readFileSync(new URL("../../tests/fixtures/translations/ja.json", import.meta.url), "utf8"));

/** Sections holding `values` (JSON for objects and lists), over the translation's own. */
function withValues(sections, values) {
  return sections.map((section) => {
    const value = values[section.sectionKey];
    if (value === undefined) return section;
    return { ...section, content: { text: typeof value === "string" ? value : JSON.stringify(value) } };
  });
}

/**
 * Turns Japanese on and publishes the translations of the home page and of the settings' texts.
 * Returns the signed-in caller and the translations' ids.
 */
export async function publishJapanese(origin, admin) {
  const call = adminApi(origin, await signIn(origin, admin));
  await call("PUT", "/api/cms/languages/ja", { enabled: true });
  const pages = await call("GET", "/api/cms/pages");
  const home = pages.find((page) => page.slug === "home");
  const settingsId = (await call("GET", "/api/cms/settings")).id;

  const homeJa = await call("POST", `/api/cms/pages/${home.id}/translations`, { locale: "ja" });
  const { title, metaDescription, values } = FIXTURE.home;
  const sections = withValues(homeJa.sections, values).map(({ id, sectionKey, sectionType, content, sortOrder }) => ({ id, sectionKey, sectionType, content, sortOrder }));
  await call("PUT", `/api/cms/pages/${homeJa.id}`, { title, slug: homeJa.slug, status: "published", metaDescription, metaKeywords: null, version: homeJa.version, sections });

  const settingsJa = await call("POST", `/api/cms/pages/${settingsId}/translations`, { locale: "ja" });
  const record = await call("GET", "/api/cms/settings?locale=ja");
  await call("PUT", "/api/cms/settings?locale=ja", { version: record.version, values: FIXTURE.settings });
  const saved = await call("GET", `/api/cms/pages/${settingsJa.id}`);
  await call("PUT", `/api/cms/pages/${saved.id}`, { title: saved.title, slug: saved.slug, status: "published", metaDescription: saved.metaDescription, metaKeywords: saved.metaKeywords, version: saved.version, sections: saved.sections });
  return { call, homeId: home.id, homeJaId: homeJa.id, settingsJaId: settingsJa.id };
}
