import type { MetaDescriptor } from "react-router";

/** The business name the settings start with (app/content/pages/settings.ts); pages use the settings' own. */
export const SITE_NAME = "Guam Translation Services";

interface SeoInput {
  /** The business name, from the site settings. */
  siteName?: string;
  title: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
  /** Absolute origin, from the root loader's data. */
  publicUrl: string | undefined;
  keywords?: string;
  /** The page's sharing image (a path on this site) with its size. */
  image?: { url: string; width: number; height: number; alt: string } | null;
  /** The page's language ("en" when left out). */
  locale?: string;
  /** Every published version of the page, itself included (hreflang links); none or one: no links. */
  alternates?: ReadonlyArray<{ locale: string; path: string }>;
}

/** og:locale's territory form of each language (Open Graph wants language_TERRITORY). */
const OG_LOCALES: Record<string, string> = {
  en: "en_US",
  ja: "ja_JP",
  ko: "ko_KR",
  "zh-Hans": "zh_CN",
  "zh-Hant": "zh_TW",
  ch: "ch_GU",
  fil: "fil_PH",
};

/** Title, description, canonical link and Open Graph tags for one page. */
export function seo({
  siteName = SITE_NAME,
  title,
  description,
  path,
  publicUrl,
  keywords,
  image,
  locale = "en",
  alternates = [],
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const url = `${publicUrl ?? ""}${path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[locale] ?? "en_US" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: `${publicUrl ?? ""}${image.url}` },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
    );
    if (image.alt) tags.push({ property: "og:image:alt", content: image.alt });
  }
  if (keywords) tags.push({ name: "keywords", content: keywords });
  // Every version lists the same set, itself included, and English as the default for everyone else.
  if (alternates.length > 1) {
    for (const alternate of alternates) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.locale, href: `${publicUrl ?? ""}${alternate.path}` });
    }
    const english = alternates.find((alternate) => alternate.locale === "en");
    if (english) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${publicUrl ?? ""}${english.path}` });
  }
  return tags;
}

/** The root loader's public origin, read from meta() matches. */
export function publicUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl;
}

/** The page's language and its published versions, read from meta() matches (the public layout's data). */
export function languagesFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): {
  locale: string;
  alternates: ReadonlyArray<{ locale: string; path: string }>;
} {
  const layout = matches.find((m) => m?.id === "routes/site/layout")?.data as
    { languages?: { locale: string; alternates: Array<{ locale: string; path: string }> } } | undefined;
  return { locale: layout?.languages?.locale ?? "en", alternates: layout?.languages?.alternates ?? [] };
}

/** The business name of the site settings, read from meta() matches (the public layout's data). */
export function siteNameFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const layout = matches.find((m) => m?.id === "routes/site/layout")?.data as
    { settings?: { values?: { business_name?: string } } } | undefined;
  return layout?.settings?.values?.business_name ?? SITE_NAME;
}
