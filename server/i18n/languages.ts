import type { Kysely, Transaction } from "kysely";
import { ALL_LOCALES, SOURCE_LOCALE, localeOf } from "../../app/content/locales";
import type { LanguageDTO } from "../../app/domain/schemas/translations";
import type { ActivityLog, Actor } from "../activity-log";
import type { ContentChanges } from "../content-changes";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import { invalidInput, notFound } from "../errors";
import { reviewRequired } from "./review-state";

/**
 * The languages the owner offers (docs/product.md, "Languages"). A new site has English only;
 * turning a language on or off changes what the public site shows (its pages, the switcher, the
 * sitemap), so it counts as a content change. Turning one off keeps every translation.
 */
export class LanguageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: ContentChanges,
    private readonly activity: ActivityLog,
  ) {}

  /** GET /api/cms/languages: English first, then every language a page can be translated into. */
  async list(): Promise<LanguageDTO[]> {
    const rows = await this.db.selectFrom("site_languages").select(["code", "enabled", "review_required"]).execute();
    const byCode = new Map(rows.map((row) => [row.code, row]));
    return ALL_LOCALES.map(({ code, name, nativeName, dir }) => ({
      code,
      name,
      nativeName,
      dir,
      enabled: code === SOURCE_LOCALE || byCode.get(code)?.enabled === 1,
      reviewRequired: code !== SOURCE_LOCALE && (byCode.get(code)?.review_required ?? 1) === 1,
    }));
  }

  /** Whether translations into the language are reviewed before they are published (on for a language without a row). */
  async reviewRequired(code: string): Promise<boolean> {
    return code !== SOURCE_LOCALE && (await reviewRequired(this.db, code));
  }

  /** The translation languages that are on, in the site's order. */
  async enabledCodes(): Promise<string[]> {
    const rows = await this.db.selectFrom("site_languages").select("code").where("enabled", "=", 1).execute();
    const on = new Set(rows.map((row) => row.code));
    return ALL_LOCALES.filter((locale) => locale.code !== SOURCE_LOCALE && on.has(locale.code)).map((locale) => locale.code);
  }

  async isEnabled(code: string): Promise<boolean> {
    return (await this.enabledCodes()).includes(code);
  }

  /**
   * PUT /api/cms/languages/{code}: on or off, and whether its translations are reviewed. Turning
   * review on or off changes nothing visitors see, so only turning the language on or off is a
   * content change. Either change is in the activity record, written in its transaction.
   */
  async update(code: string, change: { enabled?: boolean; reviewRequired?: boolean }, actor: Actor): Promise<LanguageDTO> {
    const locale = localeOf(code);
    if (!locale) throw notFound(`There is no language "${code}"`);
    if (code === SOURCE_LOCALE) throw invalidInput("English is the site's source language and is always on");
    const now = nowIso();
    const write = async (trx: Transaction<Database>) => {
      const set = {
        ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
        ...(change.reviewRequired === undefined ? {} : { review_required: change.reviewRequired ? 1 : 0 }),
        updated_at: now,
      };
      await trx
        .insertInto("site_languages")
        .values({ code, enabled: 0, ...set })
        .onConflict((oc) => oc.column("code").doUpdateSet(set))
        .execute();
      await this.activity.record(
        {
          actor,
          kind: "language-changed",
          target: { type: "site", label: `Language: ${locale.name}` },
          detail: { locale: code, ...change },
        },
        trx,
      );
    };
    if (change.enabled === undefined) await this.db.transaction().execute(write);
    else await this.changes.write(write);
    return (await this.list()).find((language) => language.code === code)!;
  }
}
