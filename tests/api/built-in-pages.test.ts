/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Every word on the site is the owner's (docs/product.md): each built-in route renders its fields'
 * defaults, takes every text it shows from its fields or the settings, and shows a change on the
 * next request; bad values are refused naming the field, with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_PAGES, definitionOf } from "../../app/content/pages/registry";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { fillPlaceholders } from "../../app/content/placeholders";
import { valuesOf } from "../../app/lib/fields/values";
import type { Field, PageDefinition } from "../../app/lib/fields/define";
import { escapeAttribute } from "../../app/lib/picture-markup";
import { textsNotFromFields, visibleTexts } from "../support/visible-text";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const pathOf = (definition: PageDefinition) =>
  definition.slug === "home" ? "/" : definition.slug === "not-found" ? "/no-such-page-here" : `/${definition.slug}`;
const ROUTES = BUILT_IN_PAGES.map((definition) => [pathOf(definition), definition] as const);
const year = () => Number(new Intl.DateTimeFormat("en", { timeZone: "Pacific/Guam", year: "numeric" }).format(new Date()));

/** Texts the code derives from values rather than writes: a step's or a list's number. */
const DERIVED = [/^\d{1,2}$/];

const anonymous = (server: TestServer, path: string) => fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } });

/** Every string a field's default shows: as text on the page, or in an attribute (a link's address, a lang code). */
function defaultStrings(field: Field): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  if (field.kind !== "image") walk(field.default);
  return strings.filter((s) => s.trim() !== "");
}

/**
 * Whether a text with placeholders shows, filled in from the default settings: whole (the terms'
 * copyright line), or in its parts around an {email}, which is a link of its own.
 */
function placeholdersShown(value: string, shown: string): boolean {
  const fill = (text: string) => fillPlaceholders(text, valuesOf(SETTINGS_PAGE, null), year()).replace(/\s+/g, " ").trim();
  return shown.includes(fill(value)) || value.split("{email}").every((part) => shown.includes(fill(part)));
}

describe.each(engines)("built-in pages (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const pageOf = async (slug: string) => {
    const list = (await api.get("/api/cms/pages")).body as any[];
    const summary = list.find((p) => p.slug === slug);
    return (await api.get(`/api/cms/pages/${summary.id}`)).body;
  };

  it("lists each built-in page, marked builtIn, with its fields and their defaults; the settings are not a page of the list", async () => {
    const list = (await api.get("/api/cms/pages")).body as any[];
    for (const definition of BUILT_IN_PAGES) {
      const summary = list.find((p) => p.slug === definition.slug);
      expect(summary, definition.slug).toMatchObject({ builtIn: true, status: "published" });
      const page = (await api.get(`/api/cms/pages/${summary.id}`)).body;
      expect(page.fields).toEqual(JSON.parse(JSON.stringify(definition.fields)));
    }
    expect(list.some((p) => p.slug === SETTINGS_PAGE.slug)).toBe(false);
    const own = await api.post("/api/cms/pages", { title: "Own", slug: "own-page", status: "draft" });
    expect(own.body.builtIn).toBe(false);
    expect(own.body.fields).toBeUndefined();
  });

  describe.each(ROUTES)("%s", (path, definition) => {
    it("renders every field's default", async () => {
      const res = await anonymous(server, path);
      expect(res.status).toBe(path === "/no-such-page-here" ? 404 : 200);
      const html = await res.text();
      const shown = visibleTexts(html).join(" ");
      for (const field of definition.fields) {
        for (const value of defaultStrings(field)) {
          if (value.includes("{")) {
            expect(placeholdersShown(value, shown), `${field.key}: ${value}`).toBe(true);
            continue;
          }
          const text = field.kind === "richText" ? visibleTexts(`<main>${value}</main>`).join(" ") : value.replace(/\s+/g, " ").trim();
          const found = shown.includes(text) || html.includes(escapeAttribute(value)) || html.includes(value);
          expect(found, `${field.key}: ${text}`).toBe(true);
        }
      }
    });

    it("shows no text that is not a field's or a setting's", async () => {
      const html = await (await anonymous(server, path)).text();
      expect(textsNotFromFields(html, { definitions: [definition], year: year(), allowed: DERIVED })).toEqual([]);
    });
  });

  it("refuses values that do not fit their field, naming it, and writes nothing", async () => {
    const home = await pageOf("home");
    // Each case replaces or adds one section of the home page.
    const put = (sections: any[]) =>
      api.put(`/api/cms/pages/${home.id}`, {
        title: home.title,
        slug: "home",
        status: "published",
        version: home.version,
        sections: [...home.sections.filter((s: any) => !sections.some((n) => n.sectionKey === s.sectionKey)), ...sections],
      });
    const json = (sectionKey: string, value: unknown) => ({ sectionKey, sectionType: "json", content: { text: JSON.stringify(value) } });
    const cases: Array<[any, string]> = [
      [json("steps", [{ title: "", summary: "A step" }]), "Steps, item 1: Title is required"],
      [
        { sectionKey: "welcome_title", sectionType: "text", content: { text: "x".repeat(301) } },
        "Welcome title must be at most 300 characters",
      ],
      [
        json("hero_primary", { label: "Run", href: "javascript:alert(1)" }),
        "First button: Link address must be a page of this site (such as /contact), or an https:, mailto: or tel: address",
      ],
      [json("greetings", { text: "Hola" }), "Greetings must be a list"],
      [{ sectionKey: "steps", sectionType: "text", content: { text: "[]" } }, "Steps must be saved as a json section"],
    ];
    for (const [section, message] of cases) {
      const res = await put([section]);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ message, code: "invalid_input" });
    }
    expect((await pageOf("home")).version).toBe(home.version);
  });

  it("refuses an image field naming an image the library does not have", async () => {
    const withImage = BUILT_IN_PAGES.flatMap((definition) =>
      definition.fields.filter((field) => field.kind === "image").map((field) => [definition, field] as const),
    );
    for (const [definition, field] of withImage) {
      const page = await pageOf(definition.slug);
      const res = await api.post("/api/cms/sections", {
        pageId: page.id,
        sectionKey: field.key,
        sectionType: "json",
        content: { text: JSON.stringify({ mediaId: 987654, alt: "Gone" }) },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${field.label}: there is no such image in the media library`);
    }
  });

  it("shows a changed text, list item and link on the next request, and the default again after Reset", async () => {
    const home = await pageOf("home");
    const keep = home.sections;
    const steps = definitionOf("home")!.fields.find((f) => f.key === "steps")!.default as Array<{ title: string; summary: string }>;
    const saved = await api.put(`/api/cms/pages/${home.id}`, {
      title: home.title,
      slug: "home",
      status: "published",
      version: home.version,
      sections: [
        ...keep.map((s: any) => (s.sectionKey === "welcome_title" ? { ...s, content: { text: "Håfa adai, neighbours" } } : s)),
        {
          sectionKey: "steps",
          sectionType: "json",
          content: { text: JSON.stringify([...steps.slice(0, 2), { title: "Sign the order", summary: "One signature and we start." }]) },
        },
        {
          sectionKey: "hero_primary",
          sectionType: "json",
          content: { text: JSON.stringify({ label: "Ask for a price", href: "/get-quote" }) },
        },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    let html = await (await anonymous(server, "/")).text();
    expect(html).toContain("Håfa adai, neighbours");
    expect(html).toContain("Sign the order");
    expect(html).not.toContain(steps[3]!.title);
    expect(html).toMatch(/<a[^>]*href="\/get-quote"[^>]*>Ask for a price<\/a>/);

    // Reset to default: the field's section goes.
    const now = (await api.get(`/api/cms/pages/${home.id}`)).body;
    const stepsSection = now.sections.find((s: any) => s.sectionKey === "steps");
    expect((await api.delete(`/api/cms/sections/${stepsSection.id}`)).status).toBe(200);
    html = await (await anonymous(server, "/")).text();
    expect(html).toContain(steps[3]!.title);
    expect(html).not.toContain("Sign the order");
  });

  it("describes a page its owner wrote no description for from its texts as they are now, and uses the owner's once written", async () => {
    const page = await pageOf("buy-translation");
    expect(page.metaDescription).toBeNull();
    const metaOf = (html: string, attribute: "name" | "property", key: string) =>
      new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    const before = await (await anonymous(server, "/buy-translation")).text();
    expect(metaOf(before, "name", "description")).toContain("Standard Package $149");

    const packages = definitionOf("buy-translation")!.fields.find((f) => f.key === "packages")!.default as Array<{
      name: string;
      price: string;
    }>;
    const repriced = packages.map((entry) => (entry.name === "Standard Package" ? { ...entry, price: "$159" } : entry));
    const saved = await api.put(`/api/cms/pages/${page.id}`, {
      title: page.title,
      slug: page.slug,
      status: "published",
      version: page.version,
      sections: [...page.sections, { sectionKey: "packages", sectionType: "json", content: { text: JSON.stringify(repriced) } }],
    });
    expect(saved.status, saved.text).toBe(200);
    const after = await (await anonymous(server, "/buy-translation")).text();
    for (const [attribute, key] of [
      ["name", "description"],
      ["property", "og:description"],
    ] as const) {
      expect(metaOf(after, attribute, key), key).toContain("Standard Package $159");
      expect(metaOf(after, attribute, key), key).not.toContain("$149");
    }

    const written = await api.put(`/api/cms/pages/${page.id}`, {
      title: page.title,
      slug: page.slug,
      status: "published",
      version: saved.body.version,
      metaDescription: "Our packages, priced plainly.",
    });
    expect(written.status, written.text).toBe(200);
    expect(metaOf(await (await anonymous(server, "/buy-translation")).text(), "name", "description")).toBe("Our packages, priced plainly.");
    expect(
      (
        await api.put(`/api/cms/pages/${page.id}`, {
          title: page.title,
          slug: page.slug,
          status: "published",
          version: written.body.version,
          metaDescription: null,
        })
      ).status,
    ).toBe(200);
  });

  it("changes settings by version, refuses a stale one and bad values, and shows them on every page", async () => {
    const before = (await api.get("/api/cms/settings")).body;
    expect(before.fields).toEqual(JSON.parse(JSON.stringify(SETTINGS_PAGE.fields)));
    expect(before.values.phone).toBe("+1 (671) 555-0142");
    const hours = before.values.hours.map((day: any) => (day.day === "Saturday" ? { ...day, opens: "09:00", closes: "13:00" } : day));
    const saved = await api.put("/api/cms/settings", { version: before.version, values: { phone: "+1 (671) 555-0199", hours } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.values.phone).toBe("+1 (671) 555-0199");
    expect(saved.body.changed.sort()).toEqual(["hours", "phone"]);

    const stale = await api.put("/api/cms/settings", { version: before.version, values: { phone: "+1 (671) 555-0100" } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("version_conflict");
    const bad = await api.put("/api/cms/settings", {
      version: saved.body.version,
      values: { hours: hours.map((d: any) => ({ ...d, opens: "25:00" })) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Opening hours, item 1: Opens must be a time such as 09:00");
    const unknown = await api.put("/api/cms/settings", { version: saved.body.version, values: { nickname: "x" } });
    expect(unknown.body).toEqual({ message: 'There is no setting "nickname"', code: "invalid_input" });

    for (const path of ["/", "/contact", "/languages"]) {
      const html = await (await anonymous(server, path)).text();
      expect(html, path).toContain("+1 (671) 555-0199");
      expect(html, path).toContain('href="tel:+16715550199"');
      expect(html, path).not.toContain("555-0142");
    }
    const home = await (await anonymous(server, "/")).text();
    const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!)["@graph"] as any[];
    const jsonLd = graph.find((node) => node["@type"] === "ProfessionalService");
    expect(jsonLd.telephone).toBe("+1 (671) 555-0199");
    expect(jsonLd.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Saturday"],
      opens: "09:00",
      closes: "13:00",
    });

    // null brings the default back.
    const reset = await api.put("/api/cms/settings", { version: saved.body.version, values: { phone: null } });
    expect(reset.body.values.phone).toBe("+1 (671) 555-0142");
    expect(await (await anonymous(server, "/")).text()).toContain("+1 (671) 555-0142");
  });

  it("adds the owner's published pages to the Services menu and the quick links, in order, and drops unpublished ones", async () => {
    const a = (await api.post("/api/cms/pages", { title: "Court Interpreting", slug: "court-interpreting", status: "published" })).body;
    const b = (await api.post("/api/cms/pages", { title: "Medical Forms", slug: "medical-forms", status: "draft" })).body;
    const settings = (await api.get("/api/cms/settings")).body;
    const saved = await api.put("/api/cms/settings", {
      version: settings.version,
      values: { services_menu_pages: [{ page: b.id }, { page: a.id }], footer_pages: [{ page: a.id }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const html = await (await anonymous(server, "/languages")).text();
    expect(html.match(/href="\/court-interpreting"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain("/medical-forms");
    const builtIn = await api.put("/api/cms/settings", {
      version: saved.body.version,
      values: { footer_pages: [{ page: (await pageOf("contact")).id }] },
    });
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.message).toBe("Your pages in the quick links: choose one of your own pages");
  });

  it("keeps the built-in pages' slugs theirs and the settings undeletable", async () => {
    const languages = await pageOf("languages");
    const moved = await api.put(`/api/cms/pages/${languages.id}`, {
      title: languages.title,
      slug: "our-languages",
      status: "published",
      version: languages.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/keeps its slug "languages"/);
    const taken = await api.post("/api/cms/pages", { title: "Contact", slug: "site-settings", status: "draft" });
    expect(taken.body).toEqual({ message: "Slug is reserved for a page of the site; choose another", code: "invalid_input" });
    const settings = (await api.get("/api/cms/settings")).body;
    const removed = await api.delete(`/api/cms/pages/${settings.id}`);
    expect(removed.status).toBe(400);
    expect((await anonymous(server, "/site-settings")).status).toBe(404);
    expect((await anonymous(server, "/not-found")).status).toBe(404);
  });

  it("shows the 404 page's own texts and title at an unknown path and an unknown slug, still 404 and noindex", async () => {
    const page = await pageOf("not-found");
    const json = (sectionKey: string, value: unknown) => ({ sectionKey, sectionType: "json", content: { text: JSON.stringify(value) } });
    const saved = await api.put(`/api/cms/pages/${page.id}`, {
      title: "Lost at Sea",
      slug: "not-found",
      status: "published",
      version: page.version,
      sections: [
        { sectionKey: "title", sectionType: "text", content: { text: "Nothing here, sorry" } },
        json("popular", [{ link: { label: "Samples", href: "/samples" }, text: "Real examples" }]),
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    for (const path of ["/no-such-slug", "/no/such/path"]) {
      const res = await anonymous(server, path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain("<title>Lost at Sea | Guam Translation Services</title>");
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
      expect(html, path).toContain("Nothing here, sorry</h1>");
      expect(html, path).toMatch(/<a[^>]*href="\/samples"[^>]*>.*Samples.*Real examples/s);
      expect(html, path).not.toContain("Our translation service at a glance");
    }
    const now = (await api.get(`/api/cms/pages/${page.id}`)).body;
    for (const section of now.sections) expect((await api.delete(`/api/cms/sections/${section.id}`)).status).toBe(200);
    expect(await (await anonymous(server, "/no-such-slug")).text()).toContain("Page Not Found</h1>");
  });

  it("fills the terms' copyright line and e-mail from the settings, and draws legal sections as the owner writes them", async () => {
    const page = await pageOf("terms-of-use");
    const saved = await api.put(`/api/cms/pages/${page.id}`, {
      title: page.title,
      slug: page.slug,
      status: "published",
      version: page.version,
      sections: [
        { sectionKey: "copyright", sectionType: "text", content: { text: "© {year} {business}" } },
        { sectionKey: "questions", sectionType: "text", content: { text: "Ask {email} anything." } },
        {
          sectionKey: "sections",
          sectionType: "json",
          content: {
            text: JSON.stringify([
              { heading: "Refunds & Returns", body: "First <b>one</b>.\n  \nSecond\nline.", link: { label: "", href: "" }, anchor: "" },
            ]),
          },
        },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const settings = (await api.get("/api/cms/settings")).body;
    const named = await api.put("/api/cms/settings", {
      version: settings.version,
      values: { business_name: "Håfa & Co", email: "legal@guam.example" },
    });
    expect(named.status, named.text).toBe(200);
    // React separates neighbouring texts with empty comments: each filled placeholder is a text of its own.
    const termsHtml = async () => (await (await anonymous(server, "/terms-of-use")).text()).replace(/<!-- -->/g, "");
    const html = await termsHtml();
    expect(html).toContain(`© ${year()} Håfa &amp; Co</p>`);
    expect(html).toMatch(/Ask <a href="mailto:legal@guam.example"[^>]*>legal@guam.example<\/a> anything\./);
    // An anchor made from the heading; paragraphs apart by an empty line; text, never HTML.
    expect(html).toContain('href="#refunds-returns"');
    expect(html).toContain('<section id="refunds-returns" aria-labelledby="refunds-returns-heading"');
    expect(html).toMatch(/>First &lt;b&gt;one&lt;\/b&gt;\.<\/p><p[^>]*>Second\nline\.<\/p>/);

    expect((await api.put("/api/cms/settings", { version: named.body.version, values: { business_name: null, email: null } })).status).toBe(
      200,
    );
    for (const section of (await pageOf("terms-of-use")).sections)
      expect((await api.delete(`/api/cms/sections/${section.id}`)).status).toBe(200);
    expect(await termsHtml()).toContain(`Copyright © ${year()} Guam Translation Services. All rights reserved.`);
  });
});

describe.runIf(engines.includes("postgres"))("built-in pages across two instances on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer("postgres");
    b = await startServer("postgres", { DATABASE_URL: a.databaseEnv.DATABASE_URL! });
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
  });

  it("shows a setting and a field changed through one instance on the other", async () => {
    const api = a.client();
    await api.login();
    expect(await (await anonymous(b, "/contact")).text()).toContain("quotes@guamtranslations.example");
    const settings = (await api.get("/api/cms/settings")).body;
    expect((await api.put("/api/cms/settings", { version: settings.version, values: { email: "hello@guam.example" } })).status).toBe(200);
    await expect
      .poll(async () => (await (await anonymous(b, "/contact")).text()).includes("hello@guam.example"), { timeout: 1000, interval: 25 })
      .toBe(true);

    const list = (await api.get("/api/cms/pages")).body as any[];
    const home = (await api.get(`/api/cms/pages/${list.find((p) => p.slug === "home").id}`)).body;
    const welcome = home.sections.find((s: any) => s.sectionKey === "welcome_title");
    expect((await api.put(`/api/cms/sections/${welcome.id}`, { ...welcome, content: { text: "Welcome from instance A" } })).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await (await anonymous(b, "/")).text()).includes("Welcome from instance A"), { timeout: 1000, interval: 25 })
      .toBe(true);
  });
});
