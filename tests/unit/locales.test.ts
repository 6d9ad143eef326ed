/**
 * The languages' pure rules (docs/product.md, "The site in its visitors' languages"): addresses in
 * each language, links of a translated page, what a translation shows over the English facts, and
 * times and prices as each language writes them.
 */
import { describe, expect, it } from "vitest";
import { formatPrice, formatTime, openingLines } from "../../app/content/site-settings";
import { BUY_TRANSLATION_PAGE } from "../../app/content/pages/buy-translation";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { alignedList, englishTexts, translatableFields, translatedValuesOf, withEnglishFacts } from "../../app/lib/fields/translation";
import { canonicalPath, localeOfPath, localizedHref, localizedPath, pageOfPath } from "../../app/domain/locale-paths";
import { splitSlug, translationSlug } from "../../app/content/locales";
import { isReservedSlug, publicPathOf } from "../../app/domain/slug";
import type { ListField } from "../../app/lib/fields/define";

describe("addresses in each language", () => {
  it("stores a translation under its language and the English slug, and serves it there", () => {
    expect(translationSlug("ja", "contact")).toBe("ja/contact");
    expect(translationSlug("en", "contact")).toBe("contact");
    expect(splitSlug("zh-Hant/languages")).toEqual({ locale: "zh-Hant", slug: "languages" });
    expect(splitSlug("contact")).toEqual({ locale: "en", slug: "contact" });
    expect(localizedPath("ja", "home")).toBe("/ja/");
    expect(localizedPath("ko", "contact")).toBe("/ko/contact");
    expect(localizedPath("en", "home")).toBe("/");
    expect(publicPathOf("ja/home")).toBe("/ja/");
    expect(publicPathOf("ja/homework")).toBe("/ja/homework");
  });

  it("reads the language of an address, in any case, and its English address", () => {
    expect(localeOfPath("/ja/contact")).toMatchObject({ locale: { code: "ja" }, englishPath: "/contact" });
    expect(localeOfPath("/zh-hant/languages")).toMatchObject({ locale: { code: "zh-Hant" }, englishPath: "/languages" });
    expect(localeOfPath("/ja")).toMatchObject({ locale: { code: "ja" }, englishPath: "/" });
    expect(localeOfPath("/ja/")).toMatchObject({ locale: { code: "ja" }, englishPath: "/" });
    expect(localeOfPath("/japan")).toEqual({ locale: null, englishPath: "/japan" });
    expect(localeOfPath("/en/contact")).toEqual({ locale: null, englishPath: "/en/contact" });
  });

  it("reads which page an address names, in which language, and its one address", () => {
    expect(pageOfPath("/")).toEqual({ locale: "en", slug: "home" });
    expect(pageOfPath("/Services/")).toEqual({ locale: "en", slug: "services" });
    expect(pageOfPath("/ZH-hant/My-Page")).toEqual({ locale: "zh-Hant", slug: "my-page" });
    expect(pageOfPath("/ja")).toEqual({ locale: "ja", slug: "home" });
    for (const [asked, one] of [
      ["/", "/"],
      ["/home", "/"],
      ["/HOME/", "/"],
      ["/SERVICES", "/services"],
      ["/Services/", "/services"],
      ["/services//", "/services"],
      ["/my-page/", "/my-page"],
      ["/ja", "/ja/"],
      ["/JA/", "/ja/"],
      ["/ja/home", "/ja/"],
      ["/ja/SERVICES", "/ja/services"],
      ["/zh-hans/contact/", "/zh-Hans/contact"],
    ]) {
      expect(canonicalPath(asked!), asked).toBe(one);
    }
    // Addresses that name no page: the admin area, a language's code or a kept name as a slug, files, deeper paths.
    for (const path of [
      "/cms",
      "/CMS/",
      "/api",
      "/en",
      "/en/services",
      "/ja/ja",
      "/ja/cms",
      "/favicon.svg",
      "/robots.txt",
      "/services/x",
      "//services",
      "/my_page",
      "/a--b",
    ]) {
      expect(pageOfPath(path), path).toBeNull();
    }
  });

  it("keeps the languages' codes from being taken as slugs", () => {
    for (const code of ["ja", "ko", "zh-hans", "zh-hant", "ch", "fil", "en"]) expect(isReservedSlug(code)).toBe(true);
  });

  it("leads a translated page's links to their translations where served, to English otherwise", () => {
    const served = new Set(["home", "contact"]);
    expect(localizedHref("/contact", "ja", served)).toBe("/ja/contact");
    expect(localizedHref("/contact#hours", "ja", served)).toBe("/ja/contact#hours");
    expect(localizedHref("/", "ja", served)).toBe("/ja/");
    expect(localizedHref("/services#legal", "ja", served)).toBe("/services#legal");
    expect(localizedHref("https://example.com/contact", "ja", served)).toBe("https://example.com/contact");
    expect(localizedHref("mailto:a@b.example", "ja", served)).toBe("mailto:a@b.example");
    expect(localizedHref("//evil.example/contact", "ja", served)).toBe("//evil.example/contact");
    expect(localizedHref("/contact", "en", served)).toBe("/contact");
  });
});

describe("what a translation shows", () => {
  const packages = BUY_TRANSLATION_PAGE.fields.find((field) => field.key === "packages") as ListField;

  it("takes a list's words from the translation and its facts from the English list at the same place", () => {
    const english = [
      { name: "Quick", price: "$49", description: "Short", features: ["One"], popular: false },
      { name: "Standard", price: "$149", description: "Most", features: ["Two"], popular: true },
    ];
    const translated = [
      { name: "クイック", price: "49ドル", description: "短い", features: ["一"], popular: true },
      { name: "スタンダード", price: "149ドル", description: "多く", features: ["二"], popular: false },
    ];
    expect(withEnglishFacts(packages, english, translated)).toEqual([
      { name: "クイック", price: "49ドル", description: "短い", features: ["一"], popular: false },
      { name: "スタンダード", price: "149ドル", description: "多く", features: ["二"], popular: true },
    ]);
    // The English list grew since: the translation editor shows its items, the new one in English.
    expect(alignedList(packages, translated.slice(0, 1), english)).toEqual([
      { name: "クイック", price: "49ドル", description: "短い", features: ["一"], popular: false },
      english[1],
    ]);
  });

  it("keeps the settings' facts English and never holds them in a translation", () => {
    const keys = translatableFields(SETTINGS_PAGE).map((field) => field.key);
    expect(keys).toContain("nav_contact");
    expect(keys).not.toContain("phone");
    expect(keys).not.toContain("services_menu_pages");
    const values = translatedValuesOf(
      SETTINGS_PAGE,
      [{ sectionKey: "phone", sectionType: "text", text: "+1 671 555 0000" }],
      [
        { sectionKey: "nav_contact", sectionType: "text", text: "お問い合わせ" },
        { sectionKey: "phone", sectionType: "text", text: "000" },
      ],
    );
    expect(values.nav_contact).toBe("お問い合わせ");
    expect(values.phone).toBe("+1 671 555 0000");
    expect(values.nav_home).toBe("Home");
  });

  it("gives a built-in page's parts their English text: the section's, or the field's default", () => {
    const texts = englishTexts(BUY_TRANSLATION_PAGE, [{ sectionKey: "hero_title", sectionType: "text", text: "Packages" }]);
    expect(texts.get("hero_title")).toEqual({ sectionType: "text", text: "Packages" });
    expect(texts.get("popular_badge")).toEqual({ sectionType: "text", text: "Most Popular" });
    expect(JSON.parse(texts.get("packages")!.text)).toHaveLength(3);
  });
});

describe("times and prices in each language", () => {
  it("writes times as each language does, and English as the site always has", () => {
    expect(formatTime("09:00")).toBe("9:00 AM");
    expect(formatTime("18:30", "en")).toBe("6:30 PM");
    expect(formatTime("18:30", "ja")).toBe("18:30");
    // Korean puts the half of the day first ("오전 9:00"; some ICU data writes "AM 9:00"), never as English does.
    expect(formatTime("09:00", "ko")).toMatch(/^(오전|AM) 9:00$/);
    const lines = openingLines({ hours: [{ day: "月曜日", opens: "09:00", closes: "18:00", note: "" }], hours_closed: "休業" }, "ja");
    expect(lines[0]!.display).toBe("9:00-18:00");
  });

  it("formats a plain dollar amount for the language and leaves any other price as written", () => {
    expect(formatPrice("$49")).toBe("$49");
    expect(formatPrice("$49", "ja")).toBe("$49");
    expect(formatPrice("$1,200.50", "ko")).toBe("US$1,200.50");
    expect(formatPrice("$149", "zh-Hans")).toBe("US$149");
    expect(formatPrice("49ドルから", "ja")).toBe("49ドルから");
  });
});
