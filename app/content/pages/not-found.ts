/**
 * The 404 page's fields (docs/product.md, "The 404 page and error pages"): shown for any address
 * the site does not have, with status 404. Its title is the document's title while it is shown.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

export const NOT_FOUND_PAGE = definePage({
  slug: "not-found",
  title: "Page Not Found",
  describe: (values) => values.message,
  fields: [
    text("eyebrow", { label: "Small line above the heading", group: "Message", required: false, default: "Error 404", maxLength: 60 }),
    text("title", { label: "Heading", group: "Message", default: "Page Not Found", maxLength: 120 }),
    paragraph("message", {
      label: "Message",
      group: "Message",
      maxLength: 500,
      default: "Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.",
    }),
    link("primary", { label: "First button", group: "Message", default: { label: "Back to Home", href: "/" } }),
    link("secondary", { label: "Second button", group: "Message", default: { label: "Contact Us", href: "/contact" } }),

    text("popular_title", { label: "Heading", group: "Popular pages", default: "Popular pages", maxLength: 120 }),
    list("popular", {
      label: "Pages",
      group: "Popular pages",
      maxItems: 8,
      help: "Home, /languages, /services and /get-quote show their own icon; any other page a page icon.",
      item: [item.link("link", { label: "Link" }), item.text("text", { label: "Line under it", required: false, maxLength: 120 })],
      default: [
        { link: { label: "Home", href: "/" }, text: "Our translation service at a glance" },
        { link: { label: "Languages", href: "/languages" }, text: "Chamorro and 100+ other languages" },
        { link: { label: "Services", href: "/services" }, text: "What we translate, from brochures to contracts" },
        { link: { label: "Get a Quote", href: "/get-quote" }, text: "How to ask for your free quote" },
      ],
    }),

    text("cta_title", { label: "Heading", group: "Call to action", default: "Need something translated?", maxLength: 120 }),
    paragraph("cta_text", {
      label: "Text",
      group: "Call to action",
      required: false,
      maxLength: 500,
      default: "Tell us about your project and receive a free quote within 24 hours.",
    }),
    link("cta_primary", { label: "First button", group: "Call to action", default: { label: "Get a Free Quote", href: "/get-quote" } }),
    link("cta_secondary", { label: "Second button", group: "Call to action", default: { label: "View Services", href: "/services" } }),
  ],
});
