/**
 * The site settings as the public pages use them (app/content/pages/settings.ts declares them):
 * the values, the owner's pages the menus add, and what is derived from the values (a tel: link,
 * the opening hours as lines, the copyright line). Browser-safe: the admin preview renders with it.
 */
import type { FieldValues } from "~/lib/fields/define";
import { valuesOf } from "~/lib/fields/values";
import { SETTINGS_PAGE } from "./pages/settings";

export type SettingsValues = FieldValues<typeof SETTINGS_PAGE.fields>;

/** One of the owner's published pages, as a menu links to it. */
export interface MenuPage {
  title: string;
  path: string;
}

export interface SiteSettings {
  values: SettingsValues;
  /** The owner's pages in the header's Services menu and in the footer's quick links, published ones only, in order. */
  servicesMenuPages: MenuPage[];
  footerPages: MenuPage[];
  /** The language of the texts: a page's own, or "en" where its language has no published translation of them. */
  textLocale?: string;
}

/** The settings with every default (no record, a draft, or the database away). */
export const DEFAULT_SETTINGS: SiteSettings = { values: valuesOf(SETTINGS_PAGE, null), servicesMenuPages: [], footerPages: [] };

/** A phone number as a tel: target: its digits and a leading +. */
export const phoneHref = (phone: string) => phone.replace(/[^\d+]/g, "");

/** How visitors reach the business, from the settings. */
export function contactOf(values: Pick<SettingsValues, "phone" | "email" | "address">) {
  return { phone: values.phone, phoneHref: phoneHref(values.phone), email: values.email, address: values.address };
}
export type SiteContact = ReturnType<typeof contactOf>;

/**
 * "09:00" as the page's language writes a time: "9:00 AM" in English, "9:00" in Japanese, "오전 9:00"
 * in Korean (Intl, for every language but English, whose form the site has always used).
 */
export function formatTime(time: string, locale = "en"): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
      Date.UTC(1970, 0, 1, hours, minutes),
    );
  const suffix = hours < 12 ? "AM" : "PM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export interface OpeningLine {
  /** "Monday-Friday", "Saturday". */
  label: string;
  /** The days it covers, by their position in the week (0 is the list's first day, Monday). */
  days: number[];
  /** "HH:MM", or null when closed. */
  opens: string | null;
  closes: string | null;
  /** "9:00 AM-6:00 PM", or the word for a closed day. */
  display: string;
  note: string;
}

/**
 * The week as the site writes it: consecutive days with the same hours and no note of their own
 * share a line ("Monday-Friday 9:00 AM-6:00 PM"). A day with only one of its two times is closed.
 */
export function openingLines(values: Pick<SettingsValues, "hours" | "hours_closed">, locale = "en"): OpeningLine[] {
  const lines: OpeningLine[] = [];
  values.hours.forEach((day, index) => {
    const open = day.opens !== "" && day.closes !== "";
    const opens = open ? day.opens : null;
    const closes = open ? day.closes : null;
    const last = lines.at(-1);
    if (last && last.opens === opens && last.closes === closes && last.note === "" && day.note === "" && last.days.at(-1) === index - 1) {
      last.days.push(index);
      last.label = `${values.hours[last.days[0]!]!.day}-${day.day}`;
      return;
    }
    lines.push({
      label: day.day,
      days: [index],
      opens,
      closes,
      display: open ? `${formatTime(day.opens, locale)}-${formatTime(day.closes, locale)}` : values.hours_closed,
      note: day.note,
    });
  });
  return lines;
}

/** "Monday-Friday 9:00 AM-6:00 PM ChST", or "Sunday Closed". */
export function openingLineText(line: OpeningLine, zone: string): string {
  return line.opens ? `${line.label} ${line.display} ${zone}` : `${line.label} ${line.display}`;
}

/** The copyright line with its {year} and {business} filled in. */
export function copyrightLine(values: Pick<SettingsValues, "copyright" | "business_name">, year: number): string {
  return values.copyright.replace(/\{year\}/g, String(year)).replace(/\{business\}/g, values.business_name);
}

/** schema.org's names of the days, Monday first, for the opening hours in JSON-LD. */
export const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * A price as the page's language writes it: a plain US dollar amount ("$49", "$1,200.50") is
 * formatted for the language ("US$49" in Korean); anything else ("from $49", "Free") is shown as
 * the translator wrote it. English keeps the owner's own writing.
 */
export function formatPrice(price: string, locale = "en"): string {
  const amount = dollarAmount(price);
  if (locale === "en" || amount === null) return price;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: amount.includes(".") ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/** The amount of a plain US dollar price, as schema.org's `price` writes it ("$1,200.50" → "1200.50"); null for any other text. */
export function dollarAmount(price: string): string | null {
  const match = /^\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?$/.exec(price.trim());
  return match ? `${match[1]!.replace(/,/g, "")}${match[2] ? `.${match[2]}` : ""}` : null;
}
