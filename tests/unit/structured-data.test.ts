/**
 * The public pages' structured data (docs/product.md, "Search engines"), built from the settings
 * and the pages' fields, checked against the schema.org vocabulary offline; and the check itself
 * shown to catch a type or a property schema.org does not have.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/content/site-settings";
import { SERVICES_PAGE } from "~/content/pages/services";
import { BUY_TRANSLATION_PAGE } from "~/content/pages/buy-translation";
import { valuesOf } from "~/lib/fields/values";
import { offerCatalog, serviceNodes, siteGraph } from "~/components/site/structured-data";
import { serializeJsonLd } from "~/components/site/json-ld";
import { allNodes, type JsonLdNode, schemaOrgIssues, topNodes } from "../support/schema-org";

const URL_ = "https://example.com";
const graph = (path: string, locale = "en", extra?: Parameters<typeof siteGraph>[3]) =>
  siteGraph(DEFAULT_SETTINGS, URL_, { path, name: "What We Translate", description: "Every kind of text.", locale }, extra) as JsonLdNode;
const ofType = (document: JsonLdNode, type: string) => topNodes([document]).filter((node) => node["@type"] === type);

describe("the page's graph", () => {
  it("names the business, the site, the page in its language and its trail, all valid schema.org", async () => {
    const document = graph("/ja/services", "ja");
    expect(await schemaOrgIssues([document])).toEqual([]);
    const [business] = ofType(document, "ProfessionalService");
    expect(business).toMatchObject({ "@id": `${URL_}/#business`, url: `${URL_}/`, logo: `${URL_}/favicon.svg` });
    for (const key of ["name", "telephone", "email", "address", "openingHoursSpecification", "areaServed", "knowsLanguage"]) {
      expect(business, key).toHaveProperty(key);
    }
    expect(ofType(document, "WebPage")[0]).toMatchObject({
      url: `${URL_}/ja/services`,
      inLanguage: "ja",
      isPartOf: { "@id": `${URL_}/#website` },
    });
    expect(ofType(document, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${URL_}/ja/` },
      { "@type": "ListItem", position: 2, name: "What We Translate", item: `${URL_}/ja/services` },
    ]);
    expect(ofType(document, "WebSite")).toHaveLength(1);
  });

  it("gives the home page no trail of one step, and the business as what it is about", async () => {
    const document = graph("/");
    expect(await schemaOrgIssues([document])).toEqual([]);
    expect(ofType(document, "BreadcrumbList")).toEqual([]);
    expect(ofType(document, "WebPage")[0]!.about).toEqual({ "@id": `${URL_}/#business` });
  });

  it("adds a Service per category and the packages as Offers in US dollars", async () => {
    const services = valuesOf(SERVICES_PAGE, null);
    const packages = valuesOf(BUY_TRANSLATION_PAGE, null);
    const document = graph("/services", "en", (ids) => [
      ...serviceNodes(services.categories, ["a", "b", "c", "d", "e", "f", "g"])(ids),
      offerCatalog(packages.packages_title, packages.packages, ids)!,
    ]);
    expect(await schemaOrgIssues([document])).toEqual([]);
    expect(ofType(document, "Service").map((node) => node.name)).toEqual(services.categories.map((category) => category.title));
    const offers = allNodes(document).filter((node) => node["@type"] === "Offer");
    expect(offers.map(({ price, priceCurrency }) => [price, priceCurrency])).toEqual([
      ["49", "USD"],
      ["149", "USD"],
      ["399", "USD"],
    ]);
  });

  it("leaves out a package whose price is no plain dollar amount, and reads cents and thousands", () => {
    const pkg = (price: string) => ({ name: price, price, description: "" });
    const catalog = offerCatalog("Prices", [pkg("from $49"), pkg("$1,200.50"), pkg("Free")]);
    expect(allNodes(catalog).filter((node) => node["@type"] === "Offer")).toEqual([
      { "@type": "Offer", name: "$1,200.50", price: "1200.50", priceCurrency: "USD" },
    ]);
    expect(offerCatalog("Prices", [pkg("Free")])).toBeNull();
  });

  it("keeps the owner's words inside its script element", () => {
    const settings = { values: { ...DEFAULT_SETTINGS.values, business_name: "</script><script>alert(1)</script>" } };
    const text = serializeJsonLd(siteGraph(settings, URL_, { path: "/", name: "x", description: "", locale: "en" }));
    expect(text).not.toContain("<");
    expect(JSON.parse(text)["@graph"][0].name).toBe("</script><script>alert(1)</script>");
  });
});

describe("the schema.org check", () => {
  const valid = () => structuredClone(graph("/services"));

  it("catches a type schema.org does not have, even nested", async () => {
    const document = valid();
    ofType(document, "ProfessionalService")[0]!["@type"] = "ProfesionalService";
    expect(await schemaOrgIssues([document])).toContain(
      'ERROR ProfesionalService: Type "ProfesionalService" is not a valid schema.org type',
    );
    const nested = valid();
    (ofType(nested, "ProfessionalService")[0]!.address as JsonLdNode)["@type"] = "Address";
    expect((await schemaOrgIssues([nested])).join("\n")).toContain('Type "Address" is not a valid schema.org type');
  });

  it("catches a property the type does not have", async () => {
    const document = valid();
    const page = ofType(document, "WebPage")[0]!;
    page.language = page.inLanguage;
    delete page.inLanguage;
    expect(await schemaOrgIssues([document])).toEqual([
      'WARNING WebPage: Property "language" for type "WebPage" is not supported by the schema.org specification',
    ]);
    const offer = { "@context": "https://schema.org", "@type": "Offer", price: "49", currency: "USD" };
    expect(await schemaOrgIssues([offer])).toEqual([
      'WARNING Offer: Property "currency" for type "Offer" is not supported by the schema.org specification',
    ]);
  });

  it("catches a node without a type, a trail item without its position and another vocabulary", async () => {
    const document = valid();
    (document["@graph"] as JsonLdNode[]).push({ name: "untyped" });
    delete (ofType(document, "BreadcrumbList")[0]!.itemListElement as JsonLdNode[])[0]!.position;
    const issues = await schemaOrgIssues([document, { "@context": "http://example.org", "@type": "Thing" }]);
    expect(issues).toEqual([
      'ERROR document: @context is "http://example.org"',
      'ERROR node without a single @type: {"name":"untyped"}',
      'ERROR BreadcrumbList: Required attribute "position" is missing',
    ]);
  });
});
