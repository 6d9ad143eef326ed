import type { Kysely } from "kysely";
import { type GlossaryDTO, type GlossaryTerm, termKey } from "../../app/domain/glossary";
import { languageNames } from "../../app/domain/people/page-rules";
import type { ActivityLog, Actor } from "../activity-log";
import { nowIso } from "../db/connect";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";

/** Rows written per statement: well under both engines' limits on a statement's values. */
const CHUNK = 200;

/**
 * The glossary of each translation language (docs/product.md, "Glossary"): the owner's and the
 * translators' terms, kept in their order, read by the Glossary section, the translation editor
 * and the XLIFF and TBX downloads; replaced as a whole, each change in the activity record.
 */
export class GlossaryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly activity: ActivityLog,
  ) {}

  async terms(locale: string): Promise<GlossaryTerm[]> {
    const rows = await this.db
      .selectFrom("glossary_terms")
      .select(["source", "target", "note", "do_not_translate"])
      .where("locale", "=", locale)
      .orderBy("position")
      .execute();
    return rows.map((row) => ({
      source: row.source,
      target: row.target,
      note: row.note,
      doNotTranslate: Number(row.do_not_translate) === 1,
    }));
  }

  async get(locale: string): Promise<GlossaryDTO> {
    return { locale, terms: await this.terms(locale) };
  }

  /** PUT: the list as checked by parseGlossary (app/domain/glossary.ts), in place of the one kept. */
  async replace(locale: string, terms: GlossaryTerm[], actor: Actor): Promise<GlossaryDTO> {
    const at = nowIso();
    await inTransaction(this.db, async (trx) => {
      const before = await trx
        .selectFrom("glossary_terms")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("locale", "=", locale)
        .executeTakeFirst();
      await trx.deleteFrom("glossary_terms").where("locale", "=", locale).execute();
      const rows = terms.map((term, position) => ({
        locale,
        position,
        source: term.source,
        source_key: termKey(term.source),
        target: term.target,
        note: term.note,
        do_not_translate: term.doNotTranslate ? 1 : 0,
        updated_at: at,
      }));
      for (let start = 0; start < rows.length; start += CHUNK) {
        await trx
          .insertInto("glossary_terms")
          .values(rows.slice(start, start + CHUNK))
          .execute();
      }
      await this.activity.record(
        {
          actor,
          kind: "glossary-changed",
          target: { type: "site", label: `Glossary: ${languageNames([locale])}` },
          detail: { locale, before: Number(before?.n ?? 0), terms: terms.length },
        },
        trx,
      );
    });
    return this.get(locale);
  }
}
