import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_DEFAULTS } from "../../app/content/home-defaults";
import { createTestServices, engines, type TestServices } from "./support";

describe.each(engines)("home content (%s)", (engine) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("takes each text from the published home page, sanitising the two HTML keys", async () => {
    const home = (await t.services.pages.list()).find((p) => p.slug === "home")!;
    const page = (await t.services.pages.get(home.id))!;
    const hero = page.sections.find((s) => s.sectionKey === "hero_title")!;
    await t.services.pages.updateSection(hero.id, { sectionKey: "hero_title", sectionType: "text", content: { text: 'Hello <img src=x onerror="alert(1)">Guam' } });
    const content = await t.services.home.get();
    expect(content.hero_title).toBe("Hello Guam");
    expect(content.welcome_title).toBe(HOME_DEFAULTS.welcome_title);
  });

  it("shows the built-in texts when the home page is a draft", async () => {
    const home = (await t.services.pages.list()).find((p) => p.slug === "home")!;
    const page = (await t.services.pages.get(home.id))!;
    await t.services.pages.update(home.id, { title: page.title, slug: "home", status: "draft", metaDescription: null, metaKeywords: null, version: page.version });
    expect(await t.services.home.get()).toEqual(HOME_DEFAULTS);
  });

  it("shows the built-in texts, and logs why, when the database cannot be read", async () => {
    await t.services.database.close();
    expect(await t.services.home.get()).toEqual(HOME_DEFAULTS);
    expect(t.logs.some((entry) => entry.level === 50 && /home page content/.test(String(entry.msg)))).toBe(true);
  });
});
