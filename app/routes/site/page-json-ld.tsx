import { useLocation } from "react-router";
import { useRootData } from "~/root";
import { JsonLd } from "~/components/site/json-ld";
import { useSettings } from "~/components/site/settings-context";
import { type GraphIds, offerCatalog, serviceNodes, siteGraph } from "~/components/site/structured-data";
import { categoryIds, type ServicesContent } from "~/components/site/views/services";
import type { BuyTranslationContent } from "~/components/site/views/buy-translation";
import { canonicalPath } from "~/domain/locale-paths";

/**
 * The page's structured data (docs/product.md, "Search engines"): every public page renders this
 * once, with its name and description and, where it has them, its own nodes (`extra`).
 */
export function PageJsonLd({
  name,
  description,
  extra,
}: {
  name: string;
  description: string;
  extra?: (ids: GraphIds) => Array<Record<string, unknown>>;
}) {
  const { publicUrl } = useRootData();
  const settings = useSettings();
  const { pathname } = useLocation();
  const path = canonicalPath(pathname) ?? pathname;
  return <JsonLd data={siteGraph(settings, publicUrl, { path, name, description, locale: settings.languages.locale }, extra)} />;
}

/** /services: a Service for each category, at its anchor. */
export function servicesGraph(values: ServicesContent["values"]) {
  return serviceNodes(values.categories, categoryIds(values.categories));
}

/** /buy-translation: the packages as Offers. */
export function packagesGraph(values: BuyTranslationContent["values"]) {
  return (ids: GraphIds) => {
    const catalog = offerCatalog(values.packages_title, values.packages, ids);
    return catalog ? [catalog] : [];
  };
}
