import type { Kysely } from "kysely";
import { ALL_LOCALES, SOURCE_LOCALE, localeOf } from "../../app/content/locales";
import type { LanguageDTO } from "../../app/domain/schemas/translations";
import type { ContentChanges } from "../content-changes";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import { invalidInput, notFound } from "../errors";

/**
 * The languages the owner offers (docs/product.md, "Languages"). A new site has English only;
 * turning a language on or off changes what the public site shows (its pages, the switcher, the
 * sitemap), so it counts as a content change. Turning one off keeps every translation.
 */
export class LanguageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: ContentChanges,
  ) {}

  /** GET /api/cms/languages: English first, then every language a page can be translated into. */
  async list(): Promise<LanguageDTO[]> {
    const enabled = new Set(await this.enabledCodes());
    return ALL_LOCALES.map(({ code, name, nativeName, dir }) => ({
      code,
      name,
      nativeName,
      dir,
      enabled: code === SOURCE_LOCALE || enabled.has(code),
    }));
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

  /** PUT /api/cms/languages/{code}. */
  async setEnabled(code: string, enabled: boolean): Promise<LanguageDTO> {
    const locale = localeOf(code);
    if (!locale) throw notFound(`There is no language "${code}"`);
    if (code === SOURCE_LOCALE) throw invalidInput("English is the site's source language and is always on");
    const now = nowIso();
    await this.changes.write(async (trx) => {
      await trx
        .insertInto("site_languages")
        .values({ code, enabled: enabled ? 1 : 0, updated_at: now })
        .onConflict((oc) => oc.column("code").doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now }))
        .execute();
    });
    return { code, name: locale.name, nativeName: locale.nativeName, dir: locale.dir, enabled };
  }
}
