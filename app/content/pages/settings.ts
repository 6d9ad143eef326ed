/**
 * The site settings (docs/product.md, "Settings"): the business facts and the texts every page
 * shares (header, menus, footer). A managed record like a page, with versions and History; the
 * defaults are the specification's values, and SITE_PHONE, SITE_EMAIL and SITE_ADDRESS seed the
 * first phone, e-mail and address (server/content/settings.ts).
 */
import { choice, definePage, item, list, paragraph, text } from "~/lib/fields/define";

const day = (name: string, opens: string, closes: string) => ({ day: name, opens, closes, note: "" });

export const SETTINGS_PAGE = definePage({
  slug: "site-settings",
  title: "Settings",
  describe: (values) => values.business_description,
  fields: [
    text("business_name", { label: "Business name", group: "Business", default: "Guam Translation Services", maxLength: 100 }),
    text("business_tagline", {
      label: "Tagline under the name",
      group: "Business",
      default: "Professional human translation",
      maxLength: 100,
    }),
    paragraph("business_description", {
      label: "Short description (footer, search engines)",
      group: "Business",
      maxLength: 500,
      default: "Professional human translation from Guam: 100+ languages, Chamorro specialists, English to Braille.",
    }),
    text("phone", { translate: false, label: "Phone", group: "Business", default: "+1 (671) 555-0142", maxLength: 40 }),
    text("email", { translate: false, label: "E-mail", group: "Business", default: "quotes@guamtranslations.example", maxLength: 254 }),
    text("address", {
      translate: false,
      label: "Postal address",
      group: "Business",
      default: "P.O. Box 10427, Tamuning, GU 96931, USA",
      maxLength: 300,
    }),

    list("hours", {
      label: "Opening hours",
      group: "Opening hours",
      fixed: true,
      maxItems: 7,
      help: "Leave both times empty on a day you are closed. Times are in Guam time (ChST).",
      item: [
        item.text("day", { label: "Day", maxLength: 40 }),
        item.time("opens", { label: "Opens" }),
        item.time("closes", { label: "Closes" }),
        item.text("note", { label: "Note", required: false, maxLength: 200 }),
      ],
      default: [
        day("Monday", "09:00", "18:00"),
        day("Tuesday", "09:00", "18:00"),
        day("Wednesday", "09:00", "18:00"),
        day("Thursday", "09:00", "18:00"),
        day("Friday", "09:00", "18:00"),
        day("Saturday", "10:00", "14:00"),
        day("Sunday", "", ""),
      ],
    }),
    text("hours_zone", { translate: false, label: "Time zone label", group: "Opening hours", default: "ChST", maxLength: 20 }),
    text("hours_closed", { label: "Word for a closed day", group: "Opening hours", default: "Closed", maxLength: 40 }),

    list("social_links", {
      translate: false,
      label: "Social links",
      group: "Social links",
      maxItems: 10,
      help: "Shown in the footer, such as a Facebook page.",
      item: [item.link("link", { label: "Link" })],
      default: [],
    }),

    choice("search_indexing", {
      label: "Let search engines index this site",
      group: "Search engines",
      default: "on",
      help: "Turn it off only for a copy of the site that must not be found, such as a staging copy: every page then asks search engines not to list it, and robots.txt turns all crawlers away.",
      options: [
        { value: "on", label: "Yes: search engines may list every public page" },
        { value: "off", label: "No: no page is listed (a staging copy)" },
      ],
    }),
    text("google_site_verification", {
      translate: false,
      label: "Google Search Console verification code",
      group: "Search engines",
      required: false,
      default: "",
      maxLength: 200,
      help: "The code of the HTML tag Search Console offers (its content), or the whole tag: it is written on every page as that tag.",
    }),
    text("bing_site_verification", {
      translate: false,
      label: "Bing Webmaster Tools verification code",
      group: "Search engines",
      required: false,
      default: "",
      maxLength: 200,
      help: "The code of the msvalidate.01 tag Bing offers, or the whole tag.",
    }),

    text("nav_home", { label: "Home", group: "Menu", default: "Home", maxLength: 40 }),
    text("nav_languages", { label: "Languages", group: "Menu", default: "Languages", maxLength: 40 }),
    text("nav_quote", { label: "Get a Quote", group: "Menu", default: "Get a Quote", maxLength: 40 }),
    text("nav_guarantee", { label: "Xact Guarantee", group: "Menu", default: "Xact Guarantee", maxLength: 40 }),
    text("nav_services", { label: "Services menu", group: "Menu", default: "Services", maxLength: 40 }),
    text("nav_services_what", { label: "What We Translate", group: "Menu", default: "What We Translate", maxLength: 40 }),
    text("nav_samples", { label: "Samples", group: "Menu", default: "Samples", maxLength: 40 }),
    text("nav_how", { label: "How It Works", group: "Menu", default: "How It Works", maxLength: 40 }),
    text("nav_contact", { label: "Contact button", group: "Menu", default: "Contact Us", maxLength: 40 }),
    list("services_menu_pages", {
      translate: false,
      label: "Your pages in the Services menu",
      group: "Menu",
      maxItems: 10,
      help: "Shown after the built-in entries while they are published.",
      item: [item.page("page", { label: "Page" })],
      default: [],
    }),
    text("nav_menu_button", { label: "Menu button (phones, for screen readers)", group: "Menu", default: "Menu", maxLength: 40 }),
    text("nav_label", { label: "Main navigation name (for screen readers)", group: "Menu", default: "Main", maxLength: 40 }),
    text("nav_language", {
      label: "Language switcher",
      group: "Menu",
      default: "Language",
      maxLength: 40,
      help: "Names the list of the page's languages, on pages published in more than one.",
    }),

    text("footer_services_heading", { label: "Services heading", group: "Footer", default: "Services", maxLength: 60 }),
    list("footer_services", {
      label: "Services links",
      group: "Footer",
      maxItems: 12,
      item: [item.link("link", { label: "Link" })],
      default: [
        { link: { label: "Marketing", href: "/services#marketing" } },
        { link: { label: "Documents", href: "/services#documents" } },
        { link: { label: "Business", href: "/services#business" } },
        { link: { label: "Legal/Govt", href: "/services#legal" } },
        { link: { label: "Digital", href: "/services#digital" } },
        { link: { label: "Manufacturing", href: "/services#manufacturing" } },
      ],
    }),
    text("footer_quick_heading", { label: "Quick links heading", group: "Footer", default: "Quick Links", maxLength: 60 }),
    list("footer_quick_links", {
      label: "Quick links",
      group: "Footer",
      maxItems: 12,
      item: [item.link("link", { label: "Link" })],
      default: [
        { link: { label: "Languages", href: "/languages" } },
        { link: { label: "How It Works", href: "/how-it-works" } },
        { link: { label: "Get a Quote", href: "/get-quote" } },
        { link: { label: "Buy Translation", href: "/buy-translation" } },
        { link: { label: "Xact Guarantee", href: "/xact-guarantee" } },
        { link: { label: "Contact Us", href: "/contact" } },
      ],
    }),
    list("footer_pages", {
      translate: false,
      label: "Your pages in the quick links",
      group: "Footer",
      maxItems: 10,
      help: "Shown after the quick links while they are published.",
      item: [item.page("page", { label: "Page" })],
      default: [],
    }),
    list("footer_legal", {
      label: "Legal links",
      group: "Footer",
      maxItems: 6,
      item: [item.link("link", { label: "Link" })],
      default: [{ link: { label: "Terms of Use", href: "/terms-of-use" } }, { link: { label: "Disclaimer", href: "/disclaimer" } }],
    }),
    text("footer_legal_label", { label: "Legal links name (for screen readers)", group: "Footer", default: "Legal", maxLength: 40 }),
    text("copyright", {
      label: "Copyright line",
      group: "Footer",
      default: "© {year} {business}. All rights reserved.",
      maxLength: 200,
      help: "{year} becomes the current year in Guam, {business} the business name.",
    }),

    text("skip_link", { label: "Skip link (keyboard users)", group: "Shared texts", default: "Skip to main content", maxLength: 80 }),
  ],
});
