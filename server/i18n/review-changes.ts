import { fieldOf } from "../../app/content/pages/registry";
import { PLACE_TYPE, ownerPageParts } from "../../app/domain/block-translation";
import { DESCRIPTION_KEY, TITLE_KEY, partName } from "../../app/lib/fields/translation";
import type { ReviewChangeDTO } from "../../app/domain/schemas/reviews";
import type { Db, PageRow } from "../cms/page-rows";
import { parseSnapshot } from "../cms/revisions";
import { englishParts, sectionTextsOf } from "../cms/translation-sources";

/** A translation's words by part key: its sections, its title and its description. */
function wordsOf(page: { title: string; metaDescription: string | null }, sections: ReadonlyArray<{ sectionKey: string; text: string }>) {
  const words = new Map(sections.map((section) => [section.sectionKey, section.text]));
  words.set(TITLE_KEY, page.title);
  words.set(DESCRIPTION_KEY, page.metaDescription ?? "");
  return words;
}

/**
 * The words a translation's last published version had, by part key, or null when it was never
 * published: its latest revision whose snapshot is published (docs/product.md, "Review before publishing").
 */
export async function publishedWords(db: Db, pageId: number): Promise<Map<string, string> | null> {
  const rows = await db
    .selectFrom("page_revisions")
    .select("snapshot")
    .where("page_id", "=", pageId)
    .where("snapshot", "like", '%"status":"published"%')
    .orderBy("version", "desc")
    .limit(20)
    .execute();
  for (const row of rows) {
    const snapshot = parseSnapshot(row.snapshot);
    if (snapshot.status === "published") return wordsOf(snapshot, snapshot.sections);
  }
  return null;
}

/**
 * The parts of the translation that differ from its last published version, each with the English
 * and both texts, in the English page's order (every part with words when it was never published).
 * A block's place is no words to review and is left out.
 */
export async function reviewChanges(db: Db, translation: PageRow, english: PageRow): Promise<ReviewChangeDTO[]> {
  const [englishSections, ownSections, published] = await Promise.all([
    sectionTextsOf(db, english.id),
    sectionTextsOf(db, translation.id),
    publishedWords(db, translation.id),
  ]);
  const parts = englishParts(english, englishSections);
  const ownerLabels = new Map(ownerPageParts(englishSections).map((part) => [part.key, part.field?.label]));
  const current = wordsOf({ title: translation.title, metaDescription: translation.meta_description }, ownSections);
  const changes: ReviewChangeDTO[] = [];
  for (const [key, part] of parts) {
    if (part.sectionType === PLACE_TYPE) continue;
    const review = current.get(key) ?? "";
    const before = published?.get(key) ?? null;
    if (published !== null && before === review) continue;
    // A part empty in English and in the translation (a description nobody wrote) has nothing to review.
    if (published === null && review === "" && part.text.trim() === "") continue;
    const label = partName(key, fieldOf(english.slug, key)?.label ?? ownerLabels.get(key));
    changes.push({ key, label, english: part.text, published: before, review });
  }
  return changes;
}
