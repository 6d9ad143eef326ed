/** The public routes of the site, in the order of the sitemap. */
export const PUBLIC_ROUTES = [
  "/",
  "/languages",
  "/services",
  "/samples",
  "/how-it-works",
  "/get-quote",
  "/buy-translation",
  "/xact-guarantee",
  "/contact",
  "/terms-of-use",
  "/disclaimer",
] as const;

export interface NavLinkItem {
  to: string;
  label: string;
}

export const MAIN_NAV: NavLinkItem[] = [
  { to: "/", label: "Home" },
  { to: "/languages", label: "Languages" },
  { to: "/get-quote", label: "Get a Quote" },
  { to: "/xact-guarantee", label: "Xact Guarantee" },
];

export const SERVICES_NAV: NavLinkItem[] = [
  { to: "/services", label: "What We Translate" },
  { to: "/samples", label: "Samples" },
  { to: "/how-it-works", label: "How It Works" },
];

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { to: "/languages", label: "Languages" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/get-quote", label: "Get a Quote" },
  { to: "/buy-translation", label: "Buy Translation" },
  { to: "/xact-guarantee", label: "Xact Guarantee" },
  { to: "/contact", label: "Contact Us" },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { to: "/terms-of-use", label: "Terms of Use" },
  { to: "/disclaimer", label: "Disclaimer" },
];
