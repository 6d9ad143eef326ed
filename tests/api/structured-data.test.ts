/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Structured data on every public page, in every language (docs/product.md, "Search engines"):
 * each address of the sitemap, with every page translated into every language and an owner's page
 * with questions and price cards, carries one schema.org graph, valid against the vocabulary
 * (tests/fixtures/schemaorg/, offline), with the business once, the page in its language, its
 * trail, the services' categories and the packages' prices.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "~/content/navigation";
import { ALL_LOCALES, TRANSLATION_LOCALES } from "~/content/locales";
import { pageOfPath, routeSlug } from "~/domain/locale-paths";
import { SERVICES_PAGE } from "~/content/pages/services";
import { valuesOf } from "~/lib/fields/values";
import { allNodes, jsonLdDocuments, type JsonLdNode, schemaOrgIssues, topNodes } from "../support/schema-org";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const block = (kind: string, values: Record<string, unknown>) => JSON.stringify({ block: kind, ...values });
const json = (key: string, text: string, sortOrder: number) => ({ sectionKey: key, sectionType: "json", content: { text }, sortOrder });
const OWNER_SLUG = "certified-translation";
const CATEGORIES = valuesOf(SERVICES_PAGE, null).categories.length;

describe.each(engines)("structured data (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  const html = async (path: string) => {
    const res = await fetch(server.url + path, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const publishIn = async (id: number, locale: string) => {
    const created = await api.post(`/api/cms/pages/${id}/translations`, { locale });
    expect(created.status, created.text).toBe(201);
    const published = await api.put(`/api/cms/pages/${created.body.id}`, { ...created.body, status: "published" });
    expect(published.status, published.text).toBe(200);
  };

  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    // Owner's words that would end the script element, were they not escaped.
    const settings = (await api.get("/api/cms/settings")).body;
    const saved = await api.put("/api/cms/settings", {
      version: settings.version,
      values: { business_description: "Human translation </script><script>alert(1)</script> & more." },
    });
    expect(saved.status, saved.text).toBe(200);
    const owner = await api.post("/api/cms/pages", {
      title: "Certified translation",
      slug: OWNER_SLUG,
      status: "published",
      metaDescription: "Certified translations for USCIS.",
      sections: [
        json("faq", block("faq", { title: "Questions", items: [{ question: "How fast?", answer: "24 to 72 hours." }] }), 0),
        json(
          "prices",
          block("packages", {
            title: "Prices",
            packages: [
              { name: "One page", price: "$49", description: "A certificate.", features: ["Certified"], popular: false },
              { name: "A file", price: "$1,250.50", description: "", features: ["Certified"], popular: true },
            ],
            package_action: { label: "Order", href: "/contact" },
          }),
          1,
        ),
      ],
    });
    expect(owner.status, owner.text).toBe(201);
    const pages = (await api.get("/api/cms/pages")).body as any[];
    const slugs = new Set([...PUBLIC_ROUTES.map(routeSlug), OWNER_SLUG]);
    for (const { code } of TRANSLATION_LOCALES) {
      expect((await api.put(`/api/cms/languages/${code}`, { enabled: true })).status).toBe(200);
      for (const page of pages.filter((p) => slugs.has(p.slug) && p.locale === "en")) await publishIn(page.id, code);
    }
  }, 180_000);
  afterAll(async () => {
    await server?.dispose();
  });

  it("describes every address of the sitemap, in every language, with one valid graph", async () => {
    const sitemap = await html("/sitemap.xml");
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(paths).toHaveLength((PUBLIC_ROUTES.length + 1) * ALL_LOCALES.length);
    for (const path of paths) {
      const page = pageOfPath(path)!;
      const documents = jsonLdDocuments(await html(path));
      expect(await schemaOrgIssues(documents), path).toEqual([]);
      expect(
        documents.filter((document) => document["@graph"]),
        path,
      ).toHaveLength(1);
      const nodes = topNodes(documents);
      const ofType = (type: string) => nodes.filter((node) => node["@type"] === type);
      expect(ofType("ProfessionalService"), path).toHaveLength(1);
      expect(ofType("WebSite"), path).toHaveLength(1);
      const business = ofType("ProfessionalService")[0]!;
      for (const key of [
        "name",
        "url",
        "logo",
        "telephone",
        "email",
        "address",
        "openingHoursSpecification",
        "areaServed",
        "knowsLanguage",
      ]) {
        expect(business[key], `${path} ${key}`).toBeTruthy();
      }
      expect(business.description).toBe("Human translation </script><script>alert(1)</script> & more.");
      expect(ofType("WebPage"), path).toEqual([expect.objectContaining({ url: server.url + path, inLanguage: page.locale })]);
      const trail = ofType("BreadcrumbList");
      if (page.slug === "home") expect(trail, path).toEqual([]);
      else expect((trail[0]!.itemListElement as JsonLdNode[]).at(-1)!.item, path).toBe(server.url + path);

      const offers = allNodes(documents).filter((node) => node["@type"] === "Offer");
      for (const offer of offers)
        expect(offer, path).toMatchObject({ price: expect.stringMatching(/^\d+(\.\d\d)?$/), priceCurrency: "USD" });
      if (page.slug === "services")
        expect(
          ofType("Service").map((node) => node.name),
          path,
        ).toHaveLength(CATEGORIES);
      else expect(ofType("Service"), path).toEqual([]);
      if (page.slug === "buy-translation")
        expect(
          offers.map((offer) => offer.price),
          path,
        ).toEqual(["49", "149", "399"]);
      if (page.slug === OWNER_SLUG) {
        expect(
          offers.map((offer) => offer.price),
          path,
        ).toEqual(["49", "1250.50"]);
        expect(ofType("FAQPage"), path).toHaveLength(1);
      }
    }
  });

  it("would fail a page whose data schema.org does not know", async () => {
    const documents = jsonLdDocuments(await html("/services"));
    const service = topNodes(documents).find((node) => node["@type"] === "Service")!;
    service.servesArea = service.areaServed;
    expect(await schemaOrgIssues(documents)).toEqual([
      'WARNING Service: Property "servesArea" for type "Service" is not supported by the schema.org specification',
    ]);
    service["@type"] = "TranslationService";
    expect((await schemaOrgIssues(documents)).join("\n")).toContain('Type "TranslationService" is not a valid schema.org type');
  });
});
