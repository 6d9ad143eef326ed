/**
 * Where translation pays (docs/product.md, 5.18): the roll-ups' "prefers" rows (visitors by their
 * preferred language) and "demand" rows (page views of a page, by its English slug, from visitors
 * who prefer a translation language: "{locale} {slug}"), read over a range and set beside each
 * language's missing and outdated translations.
 */
import { type Kysely, sql } from "kysely";
import { TRANSLATION_LOCALES } from "../../app/content/locales";
import { DEMAND_DAYS, DEMAND_TOP_PAGES, type LanguageDemandDTO } from "../../app/domain/schemas/language-demand";
import { addDays, guamDate } from "../../app/lib/guam-time";
import type { Database } from "../db/schema";

export interface LanguageDemandDeps {
  db: Kysely<Database>;
  /** The English pages each language still needs, missing or outdated, all languages in one read (TranslationService.waiting). */
  waiting: (
    locales: string[],
  ) => Promise<Map<string, Array<{ pageId: number; title: string; slug: string; state: "missing" | "outdated" }>>>;
  enabledCodes: () => Promise<string[]>;
  /** Writes the page views waiting (StatsService.flush), so that the figures hold every one that reached the server. */
  flush: () => Promise<void>;
  now?: () => number;
}

const sum = (column: "visitors" | "visits") => sql<string | number | null>`sum(${sql.ref(column)})`.as(column);

export class LanguageDemand {
  constructor(private readonly deps: LanguageDemandDeps) {}

  /** The visits of each English page (by slug) from visitors who prefer `locale`, over the last `days` days. */
  async pageVisits(locale: string, days = DEMAND_DAYS): Promise<Map<string, number>> {
    await this.deps.flush();
    return (await this.demandRows(days)).get(locale) ?? new Map();
  }

  /** GET /api/cms/stats/language-demand. */
  async report(days = DEMAND_DAYS): Promise<LanguageDemandDTO[]> {
    await this.deps.flush();
    const { from, to } = this.range(days);
    const [demand, enabled, preferring] = await Promise.all([
      this.demandRows(days),
      this.deps.enabledCodes(),
      this.deps.db
        .selectFrom("stats_daily")
        .select(["key", sum("visitors")])
        .where("dimension", "=", "prefers")
        .where("locale", "=", "")
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy("key")
        .execute(),
    ]);
    const visitors = new Map(preferring.map((row) => [row.key, Number(row.visitors ?? 0)]));
    const codes = TRANSLATION_LOCALES.map(({ code }) => code);
    const waitingBy = await this.deps.waiting(codes);
    const rows = codes.map((code): LanguageDemandDTO => {
      const waiting = waitingBy.get(code) ?? [];
      const visits = demand.get(code) ?? new Map<string, number>();
      return {
        locale: code,
        enabled: enabled.includes(code),
        visitors: visitors.get(code) ?? 0,
        pagesMissing: waiting.filter((page) => page.state === "missing").length,
        pagesOutdated: waiting.filter((page) => page.state === "outdated").length,
        topPages: waiting
          .map((page) => ({ ...page, visits: visits.get(page.slug) ?? 0 }))
          .filter((page) => page.visits > 0)
          .sort((a, b) => b.visits - a.visits)
          .slice(0, DEMAND_TOP_PAGES),
      };
    });
    return rows.sort((a, b) => b.visitors - a.visitors);
  }

  private range(days: number) {
    const to = guamDate((this.deps.now ?? Date.now)());
    return { from: addDays(to, -(days - 1)), to };
  }

  /** Every "demand" row of the range, summed: by language, then English slug. At most the roll-ups' kept keys a day. */
  private async demandRows(days: number): Promise<Map<string, Map<string, number>>> {
    const { from, to } = this.range(days);
    const rows = await this.deps.db
      .selectFrom("stats_daily")
      .select(["key", sum("visits")])
      .where("dimension", "=", "demand")
      .where("locale", "=", "")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("key")
      .execute();
    const byLocale = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const space = row.key.indexOf(" ");
      if (space < 0) continue; // "Other": the day's keys past the kept ones
      const locale = row.key.slice(0, space);
      let pages = byLocale.get(locale);
      if (!pages) byLocale.set(locale, (pages = new Map()));
      pages.set(row.key.slice(space + 1), Number(row.visits ?? 0));
    }
    return byLocale;
  }
}
