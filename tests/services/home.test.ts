import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_PAGE } from "../../app/content/pages/home";
import { valuesOf } from "../../app/lib/fields/values";
import { HOME_DEFAULTS } from "../support/home";
import { createTestServices, engines, type TestServices } from "./support";

const DEFAULTS = valuesOf(HOME_PAGE, null);

describe.each(engines)("home content (%s)", (engine) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const home = async () => (await t.services.content.read(HOME_PAGE)).content.values;

  it("takes each text from the published home page, sanitising the two HTML keys", async () => {
    const page = (await t.services.pages.list()).find((p) => p.slug === "home")!;
    const full = (await t.services.pages.get(page.id))!;
    const hero = full.sections.find((s) => s.sectionKey === "hero_title")!;
    await t.services.pages.updateSection(hero.id, {
      sectionKey: "hero_title",
      sectionType: "text",
      content: { text: 'Hello <img src=x onerror="alert(1)">Guam' },
    });
    const content = await home();
    expect(content.hero_title).toBe("Hello Guam");
    expect(content.welcome_title).toBe(HOME_DEFAULTS.welcome_title);
  });

  it("shows the built-in texts when the home page is a draft", async () => {
    const page = (await t.services.pages.list()).find((p) => p.slug === "home")!;
    const full = (await t.services.pages.get(page.id))!;
    await t.services.pages.update(page.id, {
      title: full.title,
      slug: "home",
      status: "draft",
      metaDescription: null,
      metaKeywords: null,
      version: full.version,
    });
    expect(await home()).toEqual(DEFAULTS);
  });

  it("shows the built-in texts, and logs why, when the database cannot be read", async () => {
    await t.services.database.close();
    expect(await home()).toEqual(DEFAULTS);
    expect(t.logs.some((entry) => entry.level === 50 && /built-in page's content/.test(String(entry.msg)))).toBe(true);
  });
});
