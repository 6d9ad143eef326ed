/**
 * The structured data of the public pages (docs/product.md, "Search engines"): one schema.org
 * graph per page, built here from the site settings and the page's own fields. The business
 * (ProfessionalService), the web site, the page (WebPage, in its language) and its breadcrumb
 * trail name each other by `@id`; a page adds what it offers (the services' categories, the
 * packages' prices). The FAQ block writes its own FAQPage (blocks/text-block-views.tsx).
 */
import { dollarAmount, openingLines, SCHEMA_DAYS, type SiteSettings } from "~/content/site-settings";
import { SOURCE_LOCALE } from "~/content/locales";
import { localizedPath } from "~/domain/locale-paths";
import { postalAddress } from "./json-ld";

/**
 * The languages the agency translates, as BCP 47 codes (its `knowsLanguage`): the agency's
 * declaration, kept here, as no setting lists them by code.
 */
export const AGENCY_LANGUAGES = ["en", "ch", "tl", "chk", "ja", "ko", "zh-Hans", "zh-Hant", "vi", "es", "fr", "de", "ru"] as const;

type Node = Record<string, unknown>;
type Values = SiteSettings["values"];

/** The `@id`s the nodes of a page name each other by. */
export interface GraphIds {
  business: string;
  website: string;
  /** The page's own address, absolute. */
  pageUrl: string;
}

export interface PageFacts {
  /** The page's one address (canonicalPath), such as /ja/services. */
  path: string;
  name: string;
  description: string;
  /** The language of the page's words. */
  locale: string;
}

const ref = (id: string) => ({ "@id": id });

/** The business as schema.org describes it, from the settings. */
export function businessNode(values: Values, publicUrl: string, id: string): Node {
  return {
    "@type": "ProfessionalService",
    "@id": id,
    name: values.business_name,
    description: values.business_description,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: values.phone,
    email: values.email,
    address: postalAddress(values.address),
    areaServed: [
      { "@type": "State", name: "Guam" },
      { "@type": "Place", name: "Commonwealth of the Northern Mariana Islands" },
    ],
    knowsLanguage: AGENCY_LANGUAGES,
    paymentAccepted: "Visa, Mastercard, PayPal",
    openingHoursSpecification: openingLines(values)
      .filter((line) => line.opens && line.closes)
      .map((line) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: line.days.map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
        opens: line.opens,
        closes: line.closes,
      })),
  };
}

/**
 * The page's whole graph: the business, the site, the page and, below the home page, its trail
 * from the home page (a trail of one is no trail: search engines ask for two steps at least).
 * `extra` adds the page's own nodes, given the `@id`s to name.
 */
export function siteGraph(
  { values }: Pick<SiteSettings, "values">,
  publicUrl: string,
  page: PageFacts,
  extra: (ids: GraphIds) => Node[] = () => [],
): Node {
  const ids: GraphIds = { business: `${publicUrl}/#business`, website: `${publicUrl}/#website`, pageUrl: publicUrl + page.path };
  const homePath = localizedPath(page.locale, "home");
  const isHome = page.path === homePath;
  const breadcrumbId = `${ids.pageUrl}#breadcrumb`;
  const webPage: Node = {
    "@type": "WebPage",
    "@id": `${ids.pageUrl}#webpage`,
    url: ids.pageUrl,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: page.locale,
    isPartOf: ref(ids.website),
    ...(isHome ? { about: ref(ids.business) } : { breadcrumb: ref(breadcrumbId) }),
  };
  const breadcrumb: Node = {
    "@type": "BreadcrumbList",
    "@id": breadcrumbId,
    itemListElement: [
      { "@type": "ListItem", position: 1, name: values.nav_home, item: publicUrl + homePath },
      { "@type": "ListItem", position: 2, name: page.name, item: ids.pageUrl },
    ],
  };
  const website: Node = {
    "@type": "WebSite",
    "@id": ids.website,
    url: `${publicUrl}/`,
    name: values.business_name,
    inLanguage: SOURCE_LOCALE,
    publisher: ref(ids.business),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [businessNode(values, publicUrl, ids.business), website, webPage, ...(isHome ? [] : [breadcrumb]), ...extra(ids)],
  };
}

/** A Service for each category of /services, each at its anchor on the page. */
export function serviceNodes(categories: ReadonlyArray<{ title: string; description: string }>, anchors: readonly string[]) {
  return ({ business, pageUrl }: GraphIds): Node[] =>
    categories.map((category, index) => ({
      "@type": "Service",
      "@id": `${pageUrl}#${anchors[index]}`,
      name: category.title,
      description: category.description,
      url: `${pageUrl}#${anchors[index]}`,
      provider: ref(business),
      areaServed: { "@type": "State", name: "Guam" },
    }));
}

/**
 * The fixed-price packages as an OfferCatalog of Offers in US dollars. A price that is no plain
 * dollar amount ("from $49", "Free") is no price search engines can read: that package is left out.
 */
export function offerCatalog(
  name: string,
  packages: ReadonlyArray<{ name: string; price: string; description: string }>,
  ids?: Pick<GraphIds, "business" | "pageUrl">,
): Node | null {
  const offers = packages.flatMap((pkg) => {
    const price = dollarAmount(pkg.price);
    if (price === null) return [];
    return [
      {
        "@type": "Offer",
        name: pkg.name,
        ...(pkg.description ? { description: pkg.description } : {}),
        price,
        priceCurrency: "USD",
        ...(ids ? { url: ids.pageUrl, offeredBy: ref(ids.business) } : {}),
      },
    ];
  });
  if (offers.length === 0) return null;
  return { "@type": "OfferCatalog", ...(ids ? { "@id": `${ids.pageUrl}#packages` } : {}), name, itemListElement: offers };
}
