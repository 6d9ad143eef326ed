/**
 * The one table of the site's public pages. The route table (app/routes.ts), the sitemap, the
 * slugs a CMS page may not take (app/domain/slug.ts) and every menu derive from it, so a page added
 * here is routed, listed and reserved at once, and a menu entry naming a missing page is a type
 * error. Order: the order of the sitemap.
 */
export const SITE_PAGES = [
  { path: "/", module: "routes/site/home.tsx" },
  { path: "/languages", module: "routes/site/languages.tsx" },
  { path: "/services", module: "routes/site/services.tsx" },
  { path: "/samples", module: "routes/site/samples.tsx" },
  { path: "/how-it-works", module: "routes/site/how-it-works.tsx" },
  { path: "/get-quote", module: "routes/site/get-quote.tsx" },
  { path: "/buy-translation", module: "routes/site/buy-translation.tsx" },
  { path: "/xact-guarantee", module: "routes/site/xact-guarantee.tsx" },
  { path: "/contact", module: "routes/site/contact.tsx" },
  { path: "/terms-of-use", module: "routes/site/terms-of-use.tsx" },
  { path: "/disclaimer", module: "routes/site/disclaimer.tsx" },
] as const;

export type SitePath = (typeof SITE_PAGES)[number]["path"];

/** The public routes of the site, in the order of the sitemap. */
export const PUBLIC_ROUTES: readonly SitePath[] = SITE_PAGES.map((page) => page.path);

/**
 * Top-level paths the server answers before any page: the admin area, the API, health, robots
 * and sitemap, build assets, preview links and the files in public/. A CMS page can never take one of them.
 */
export const SERVER_PATHS = [
  "cms",
  "api",
  "healthz",
  "robots.txt",
  "sitemap.xml",
  "assets",
  "favicon.svg",
  "payment-methods.svg",
  "preview",
] as const;

/** A header link: its route and the setting that holds its label (app/content/pages/settings.ts). */
export interface NavLinkItem {
  to: SitePath;
  /** The label the settings start with. */
  label: string;
  labelKey: "nav_home" | "nav_languages" | "nav_quote" | "nav_guarantee" | "nav_services_what" | "nav_samples" | "nav_how";
}

export const MAIN_NAV: NavLinkItem[] = [
  { to: "/", label: "Home", labelKey: "nav_home" },
  { to: "/languages", label: "Languages", labelKey: "nav_languages" },
  { to: "/get-quote", label: "Get a Quote", labelKey: "nav_quote" },
  { to: "/xact-guarantee", label: "Xact Guarantee", labelKey: "nav_guarantee" },
];

export const SERVICES_NAV: NavLinkItem[] = [
  { to: "/services", label: "What We Translate", labelKey: "nav_services_what" },
  { to: "/samples", label: "Samples", labelKey: "nav_samples" },
  { to: "/how-it-works", label: "How It Works", labelKey: "nav_how" },
];
