/**
 * A visitor's preferred language (docs/product.md, 5.18, "Where translation pays"): the browser's
 * `navigator.language`, reduced on arrival to one of the site's languages or "other", and nothing
 * more kept of it. Chinese is told apart by script: Taiwan, Hong Kong and Macau, or an explicit
 * Hant, read Traditional; the rest Simplified. Tagalog is read as Filipino.
 */
import { ALL_LOCALES } from "../../app/content/locales";

export const OTHER_LANGUAGE = "other";

const BY_LOWER = new Map(ALL_LOCALES.map((locale) => [locale.code.toLowerCase(), locale.code]));
const TRADITIONAL = /^zh-(?:hant|tw|hk|mo)(?:-|$)/;

export function preferredLanguage(tag: string): string {
  const lower = tag.trim().toLowerCase().replace(/_/g, "-");
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/.test(lower)) return OTHER_LANGUAGE;
  const exact = BY_LOWER.get(lower);
  if (exact) return exact;
  const primary = lower.split("-")[0]!;
  if (primary === "zh") return TRADITIONAL.test(lower) ? "zh-Hant" : "zh-Hans";
  if (primary === "tl") return "fil";
  return BY_LOWER.get(primary) ?? OTHER_LANGUAGE;
}
