/**
 * The languages the site can be translated into (docs/product.md, "The site in its visitors'
 * languages"). English is the source: every other language appears on the public site only where
 * a person translated and published a page, and only while the owner has the language enabled.
 * Browser-safe: the admin screens, the public views and the server all read this one list.
 */
export interface Locale {
  /** BCP 47 tag: the address prefix (/ja/), `<html lang>`, hreflang and XLIFF's trgLang. */
  code: string;
  /** Its name in English, for the admin screens. */
  name: string;
  /** Its name in itself, for the language switcher. */
  nativeName: string;
  dir: "ltr" | "rtl";
  /** Chinese, Japanese or Korean: system fonts and line breaking for those scripts. */
  cjk: boolean;
}

export const SOURCE_LOCALE = "en";

export const ENGLISH: Locale = { code: "en", name: "English", nativeName: "English", dir: "ltr", cjk: false };

/** The languages a page can be translated into, in the order the admin screens list them. */
export const TRANSLATION_LOCALES: readonly Locale[] = [
  { code: "ja", name: "Japanese", nativeName: "日本語", dir: "ltr", cjk: true },
  { code: "ko", name: "Korean", nativeName: "한국어", dir: "ltr", cjk: true },
  { code: "zh-Hans", name: "Chinese (Simplified)", nativeName: "简体中文", dir: "ltr", cjk: true },
  { code: "zh-Hant", name: "Chinese (Traditional)", nativeName: "繁體中文", dir: "ltr", cjk: true },
  { code: "ch", name: "Chamorro", nativeName: "Fino' CHamoru", dir: "ltr", cjk: false },
  { code: "fil", name: "Filipino", nativeName: "Filipino", dir: "ltr", cjk: false },
];

/** Every language the site knows, English first. */
export const ALL_LOCALES: readonly Locale[] = [ENGLISH, ...TRANSLATION_LOCALES];

const BY_CODE = new Map(ALL_LOCALES.map((locale) => [locale.code, locale]));

/** The language with this exact code (case matters: `zh-Hant`, as addresses write it). */
export function localeOf(code: string | null | undefined): Locale | undefined {
  return code ? BY_CODE.get(code) : undefined;
}

export function isTranslationLocale(code: string | null | undefined): boolean {
  return code !== SOURCE_LOCALE && localeOf(code) !== undefined;
}

// A translation is stored as a page whose slug is its language and the English page's slug.

/** The slug a translation of `englishSlug` into `locale` is stored and served under. */
export function translationSlug(locale: string, englishSlug: string): string {
  return locale === SOURCE_LOCALE ? englishSlug : `${locale}/${englishSlug}`;
}

/** A stored slug as its language and the English page's slug ("ja/contact" → ja, contact). */
export function splitSlug(slug: string): { locale: string; slug: string } {
  const at = slug.indexOf("/");
  return at === -1 ? { locale: SOURCE_LOCALE, slug } : { locale: slug.slice(0, at), slug: slug.slice(at + 1) };
}

/** The English page's slug of any stored slug. */
export function baseSlug(slug: string): string {
  return splitSlug(slug).slug;
}
