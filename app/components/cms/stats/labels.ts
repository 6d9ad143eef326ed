/** How the Statistics screen names figures and keys (docs/product.md, 5.18). */
import { localeOf } from "~/content/locales";
import { STATS_OTHER_KEY, type StatsTable } from "~/domain/schemas/stats";

const number = new Intl.NumberFormat("en-US");
export const formatCount = (value: number) => number.format(value);

const regions = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;

/** A visit's length: "45 s", "2 min 5 s", "1 h 3 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export const formatPercent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export interface TableInfo {
  title: string;
  /** The first column's heading (and the CSV's). */
  column: string;
  /** One sentence under the title: what the table counts. */
  note: string;
}

export const TABLE_INFO: Record<StatsTable, TableInfo> = {
  pages: { title: "Top pages", column: "Page", note: "Visitors who read each page, and its page views." },
  entries: { title: "Entry pages", column: "Page", note: "Where visits began: their visitors and every page view of those visits." },
  referrers: {
    title: "Referrers",
    column: "Site",
    note: "The site a visit came from, by its address; none for an address typed or a bookmark.",
  },
  campaigns: {
    title: "Campaigns",
    column: "Source / medium / campaign",
    note: "Visits that came through a link tagged with where it was shared (a newsletter, an advertisement, a post), as source / medium / campaign.",
  },
  countries: { title: "Countries", column: "Country", note: "From the visitor's network address, looked up on the server and not kept." },
  devices: { title: "Devices", column: "Device", note: "Phone, tablet or desktop, from the browser's description of itself." },
  browsers: { title: "Browsers", column: "Browser", note: "The browser's family, from its description of itself." },
  languages: { title: "Languages", column: "Language", note: "The language of the pages read." },
};

/** The row that adds up a day's pages, sites and campaigns past the 100 kept (docs/product.md, 5.18). */
const OTHER_LABELS: Partial<Record<StatsTable, string>> = {
  pages: "Other pages",
  entries: "Other pages",
  referrers: "Other sites",
  campaigns: "Other campaigns",
};

/** A row's key as people read it. */
export function keyLabel(table: StatsTable, key: string): string {
  if (key === STATS_OTHER_KEY) return OTHER_LABELS[table] ?? "Other";
  if (table === "referrers") return key || "Direct or unknown";
  if (table === "countries") return key ? `${regions?.of(key) ?? key}` : "Unknown";
  if (table === "languages") return localeOf(key)?.name ?? key;
  return key;
}
