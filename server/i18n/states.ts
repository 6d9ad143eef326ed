import { isScheduled } from "../../app/domain/publication";
import type { TranslationStateDTO } from "../../app/domain/schemas/translations";
import type { Db, PageRow } from "../cms/page-rows";
import { englishParts, outdatedAgainst } from "../cms/translation-sources";

/** Rows per IN list: far below either engine's limit on parameters. */
const SLICE = 500;

async function inSlices<T>(ids: number[], read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let at = 0; at < ids.length; at += SLICE) out.push(...(await read(ids.slice(at, at + SLICE))));
  return out;
}

/**
 * The state of each English page's translation into each of `locales` (docs/product.md,
 * "Translations"): missing (none, or only one in the trash), draft, in_review (its latest review
 * waits for a reviewer), scheduled, published, or outdated (a draft or published translation whose English changed since), with the parts
 * concerned. A few queries for any number of pages: the dashboard, the Translations screen and
 * GET /api/cms/pages/{id}/translations all read it.
 */
export async function translationStates(db: Db, englishPages: PageRow[], locales: string[]): Promise<Map<number, TranslationStateDTO[]>> {
  const states = new Map<number, TranslationStateDTO[]>();
  if (englishPages.length === 0 || locales.length === 0) {
    for (const page of englishPages) states.set(page.id, []);
    return states;
  }
  const ids = englishPages.map((page) => page.id);
  const translations = await inSlices(ids, (slice) =>
    db
      .selectFrom("pages")
      .select(["id", "source_page_id", "locale", "status", "published_at"])
      .where("source_page_id", "in", slice)
      .where("locale", "in", locales)
      .where("deleted_at", "is", null)
      .execute(),
  );
  const translatedIds = [...new Set(translations.map((t) => t.source_page_id!))];
  const sections = await inSlices(translatedIds, (slice) =>
    db
      .selectFrom("sections")
      .select(["page_id", "section_key", "section_type", "content"])
      .where("page_id", "in", slice)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
  );
  const sources = await inSlices(
    translations.map((t) => t.id),
    (slice) =>
      db.selectFrom("translation_sources").select(["page_id", "section_key", "source_text"]).where("page_id", "in", slice).execute(),
  );

  const sectionsOf = new Map<number, Array<{ sectionKey: string; sectionType: string; text: string }>>();
  for (const row of sections) {
    const list = sectionsOf.get(row.page_id) ?? [];
    list.push({ sectionKey: row.section_key, sectionType: row.section_type, text: row.content });
    sectionsOf.set(row.page_id, list);
  }
  const sourcesOf = new Map<number, Map<string, string>>();
  for (const row of sources) {
    const map = sourcesOf.get(row.page_id) ?? new Map<string, string>();
    map.set(row.section_key, row.source_text);
    sourcesOf.set(row.page_id, map);
  }
  const inReview = new Set(
    (
      await inSlices(
        translations.map((t) => t.id),
        (slice) =>
          db
            .selectFrom("translation_reviews")
            .select("page_id")
            .where("state", "=", "in_review")
            .where(
              "id",
              "in",
              db
                .selectFrom("translation_reviews")
                .select((eb) => eb.fn.max("id").as("id"))
                .where("page_id", "in", slice)
                .groupBy("page_id"),
            )
            .execute(),
      )
    ).map((row) => row.page_id),
  );
  const byPageAndLocale = new Map(translations.map((t) => [`${t.source_page_id}:${t.locale}`, t]));

  for (const page of englishPages) {
    let english: Map<string, { text: string }> | undefined;
    const list = locales.map((locale): TranslationStateDTO => {
      const translation = byPageAndLocale.get(`${page.id}:${locale}`);
      if (!translation) return { locale, pageId: null, status: "missing", outdatedSections: [] };
      english ??= englishParts(page, sectionsOf.get(page.id) ?? []);
      const outdatedSections = outdatedAgainst(english, sourcesOf.get(translation.id) ?? new Map());
      const scheduled = isScheduled({ status: translation.status, publishedAt: translation.published_at });
      const status = inReview.has(translation.id)
        ? "in_review"
        : scheduled
          ? "scheduled"
          : outdatedSections.length > 0
            ? "outdated"
            : translation.status;
      return { locale, pageId: translation.id, status, outdatedSections };
    });
    states.set(page.id, list);
  }
  return states;
}
