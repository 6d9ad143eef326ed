import { TRANSLATION_LOCALES } from "../../app/content/locales";
import {
  GLOSSARY_MAX_TERMS,
  GLOSSARY_NOTE_MAX,
  GLOSSARY_SOURCE_MAX,
  GLOSSARY_TARGET_MAX,
  parseGlossary,
  termKey,
} from "../../app/domain/glossary";
import { MAX_ID } from "../db/connect";
import { type Kind, oneOf, refuse, text, time, whole } from "./values";

/** The glossaries' columns (server/db/schema-glossary.ts GlossaryTermsTable). */
export const GLOSSARY_COLUMNS: Record<string, Kind> = {
  id: whole(1, MAX_ID),
  locale: oneOf(TRANSLATION_LOCALES.map((locale) => locale.code)),
  position: whole(0, GLOSSARY_MAX_TERMS - 1),
  source: text({ min: 1, max: GLOSSARY_SOURCE_MAX }),
  source_key: text({ min: 1, max: GLOSSARY_SOURCE_MAX }),
  target: text({ max: GLOSSARY_TARGET_MAX }),
  note: text({ max: GLOSSARY_NOTE_MAX }),
  do_not_translate: whole(0, 1),
  updated_at: time,
};

/** A term as the API saves one (app/domain/glossary.ts): its own rules, its key, once per language, a bounded list. */
export class GlossaryRowChecker {
  private readonly keys = new Set<string>();
  private readonly counts = new Map<string, number>();

  check(row: Record<string, unknown>): void {
    const term = { source: row.source, target: row.target, note: row.note, doNotTranslate: row.do_not_translate === 1 };
    const parsed = parseGlossary({ terms: [term] });
    if (!parsed.ok) return refuse(`The glossary term is not one the site would save: ${parsed.message.replace(/^Row 1[^:]*: /, "")}`);
    const stored = parsed.terms[0]!;
    if (stored.source !== row.source || stored.target !== row.target || stored.note !== row.note)
      refuse("The glossary term has spaces around its words, which the site would not save");
    if (termKey(row.source as string) !== row.source_key) refuse("The glossary term's key is not its English term in lower case");
    const key = `${row.locale as string} ${row.source_key as string}`;
    if (this.keys.has(key))
      refuse(`The glossary term “${(row.source as string).slice(0, 100)}” is in the file twice for ${row.locale as string}`);
    const count = (this.counts.get(row.locale as string) ?? 0) + 1;
    if (count > GLOSSARY_MAX_TERMS) refuse(`The ${row.locale as string} glossary has more than ${GLOSSARY_MAX_TERMS} terms`);
    this.keys.add(key);
    this.counts.set(row.locale as string, count);
  }
}
