/**
 * XLIFF units (docs/product.md, "XLIFF for translators"): only words become units, facts stay
 * English, a list's words go back into the English items, and each unit's target is checked as
 * a save would check it.
 */
import { describe, expect, it } from "vitest";
import { BUY_TRANSLATION_PAGE } from "../../app/content/pages/buy-translation";
import { DESCRIPTION_KEY, TITLE_KEY } from "../../app/lib/fields/translation";
import { derivedDescription } from "../../app/domain/fields/description";
import { valuesOf } from "../../app/lib/fields/values";
import { evaluatePart } from "../../server/i18n/xliff/evaluate";
import type { Token } from "../../server/i18n/xliff/inline";
import { type UnitDef, applyWords, pageParts, pageUnits, placeOfPart } from "../../server/i18n/xliff/units";

const text = (value: string): Token[] => [{ t: "text", text: value }];
const settings = pageParts({ id: 13, slug: "site-settings", title: "Settings", meta_description: null }, []);
const buy = pageParts({ id: 7, slug: "buy-translation", title: "Buy Translation", meta_description: null }, []);
const partOf = (parts: typeof settings, key: string) => parts.find((p) => p.key === key)!;
const unitsOf = (pageId: number, parts: typeof settings) => pageUnits(pageId, parts);

/** evaluatePart over the given units, the file's source being the English unless said. */
function evaluate(
  parts: typeof settings,
  pageId: number,
  key: string,
  targets: Record<string, { target: string | null; source?: string }>,
  base?: string,
) {
  const part = partOf(parts, key);
  const defs = unitsOf(pageId, parts).filter((def) => def.part === part);
  const entries = Object.entries(targets).map(([sub, { target, source }]) => {
    const def = defs.find((d) => d.sub === sub) as UnitDef;
    return {
      def,
      unit: { id: def.id, source: text(source ?? (def.source as string)), target: target === null ? null : text(target), untranslated: [] },
    };
  });
  return evaluatePart(part, defs, entries, base);
}

describe("XLIFF units", () => {
  it("makes units of words only: the settings' texts and days, not their phone, time zone, hours or pages", () => {
    const ids = unitsOf(13, settings).map((u) => u.id);
    expect(ids).toContain("p13.s.business_name");
    expect(ids).toContain("p13.s.hours.6.day");
    expect(ids.some((id) => /phone|email|address|hours_zone|social_links|services_menu_pages|opens|closes/.test(id))).toBe(false);
    // The settings' own title and description are never shown: no units.
    expect(ids.some((id) => id === "p13.title" || id === "p13.description")).toBe(false);
    // A note closed on a day has no words: no unit.
    expect(ids).not.toContain("p13.s.hours.0.note");
  });

  it("makes a unit of each line of a list of lines, of an image's alt text and of a built-in page's description", () => {
    const units = unitsOf(7, buy);
    const byId = new Map(units.map((u) => [u.id, u]));
    expect(byId.get("p7.s.packages.0.features.1")).toMatchObject({ source: "24-48 hour delivery", name: "packages[1].features[2]" });
    expect(byId.get("p7.s.packages.0.features.1")!.note).toBe("Packages (Packages), item 1: Features, line 2.");
    expect(byId.get("p7.s.payment_image.alt")).toMatchObject({ source: "We accept Visa, Mastercard and PayPal" });
    expect(byId.get("p7.description")).toMatchObject({
      source: derivedDescription(BUY_TRANSLATION_PAGE, valuesOf(BUY_TRANSLATION_PAGE, null)),
    });
    expect([...byId.keys()].some((id) => /\.popular$|\.price\.label$/.test(id))).toBe(false);
  });

  it("puts words back into the English items, facts from the English", () => {
    const packages = partOf(buy, "packages");
    const text = applyWords(
      packages,
      undefined,
      new Map([
        ["1.name", "スタンダード"],
        ["1.features.0", "2,000語まで"],
      ]),
    );
    const value = JSON.parse(text);
    expect(value[1]).toMatchObject({ name: "スタンダード", price: "$149", popular: true });
    expect(value[1].features).toEqual(["2,000語まで", "3-5 days delivery", "Two revisions", "Proofread by a second linguist"]);
    // Over a translation that holds the list: its own words stay where the file gives none.
    const again = JSON.parse(applyWords(packages, text, new Map([["0.name", "クイック"]])));
    expect(again[1].name).toBe("スタンダード");
    expect(again[0]).toMatchObject({ name: "クイック", popular: false });
    // An image keeps the English picture, a link the English address.
    expect(JSON.parse(applyWords(partOf(buy, "payment_image"), '{"mediaId":99,"alt":"x"}', new Map([["alt", "お支払い方法"]])))).toEqual({
      mediaId: null,
      alt: "お支払い方法",
    });
  });

  it("knows the places a part can have words, to tell an English change from a unit that never existed", () => {
    const packages = partOf(buy, "packages");
    expect(placeOfPart(packages, "9.name")).toBe(true);
    expect(placeOfPart(packages, "0.features.40")).toBe(true);
    expect(placeOfPart(packages, "0.popular")).toBe(false);
    expect(placeOfPart(packages, "0.name.label")).toBe(false);
    expect(placeOfPart(partOf(buy, TITLE_KEY), "")).toBe(true);
    expect(placeOfPart(partOf(buy, DESCRIPTION_KEY), "x")).toBe(false);
  });
});

describe("a part's units from a file", () => {
  it("skips the one word that breaks a field's rule, with the field's message, and keeps the others", () => {
    const result = evaluate(settings, 13, "hours", { "0.day": { target: "月曜日" }, "1.day": { target: "火".repeat(41) } });
    expect(result.skipped).toEqual([{ unit: "p13.s.hours.1.day", reason: "Opening hours, item 2: Day must be at most 40 characters" }]);
    expect(JSON.parse(result.text!)[0].day).toBe("月曜日");
    expect(JSON.parse(result.text!)[1].day).toBe("Tuesday");
    expect(result.complete).toBe(false);
  });

  it("refuses control characters and tags where the English has none", () => {
    const part = partOf(settings, "nav_home");
    const def = unitsOf(13, settings).find((d) => d.part === part)!;
    const withTag = evaluatePart(
      part,
      [def],
      [
        {
          def,
          unit: {
            id: def.id,
            source: text("Home"),
            target: [
              { t: "text", text: "ホーム" },
              { t: "ph", id: "1" },
            ],
            untranslated: [],
          },
        },
      ],
      undefined,
    );
    expect(withTag.skipped[0]!.reason).toBe("The English has no tags here, but the translation has the tag {1}");
    expect(evaluate(settings, 13, "nav_home", { "": { target: "ホ\u0007ム" } }).skipped[0]!.reason).toBe(
      "The translation contains control characters",
    );
    // A unit the file leaves untranslated is no problem: the part stays in English, and the import report says so.
    const none = evaluate(settings, 13, "nav_home", { "": { target: null } });
    expect(none.skipped).toEqual([]);
    expect(none.untranslated).toHaveLength(1);
  });

  it("tells when the translator saw another English, and what it was", () => {
    const same = evaluate(settings, 13, "nav_home", { "": { target: "ホーム", source: "Home " } });
    expect(same).toMatchObject({ text: "ホーム", complete: true, staleFrom: undefined });
    const changed = evaluate(settings, 13, "nav_home", { "": { target: "ホーム", source: "Start" } });
    expect(changed).toMatchObject({ text: "ホーム", staleFrom: "Start" });
    const list = evaluate(settings, 13, "hours", { "2.day": { target: "水曜日", source: "Wed." } });
    expect(JSON.parse(list.staleFrom!)[2].day).toBe("Wed.");
    expect(JSON.parse(list.staleFrom!)[3].day).toBe("Thursday");
  });

  it("checks a title as a save does", () => {
    const parts = pageParts({ id: 1, slug: "my-page", title: "My page", meta_description: null }, [
      { sectionKey: "a", sectionType: "text", text: "Hello" },
    ]);
    expect(evaluate(parts, 1, TITLE_KEY, { "": { target: "あ".repeat(201) } }).skipped[0]!.reason).toBe(
      "Title must be at most 200 characters",
    );
    expect(evaluate(parts, 1, TITLE_KEY, { "": { target: "  私のページ  " } }).text).toBe("私のページ");
  });
});
