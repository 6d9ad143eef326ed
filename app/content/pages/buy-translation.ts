/**
 * The packages page's fields (docs/product.md, 4.3, "/buy-translation"): the fixed-price packages,
 * each with its name, its price as visitors read it, its description, its features and whether it
 * is the one marked most popular. There is no order action: each package's button leads on.
 */
import { definePage, image, item, link, list, paragraph, text } from "~/lib/fields/define";

export const BUY_TRANSLATION_PAGE = definePage({
  slug: "buy-translation",
  title: "Buy Translation",
  // The packages' names and prices as the page shows them now (a price changed is a description changed).
  describe: (values) =>
    values.packages.length > 0
      ? `${values.hero_title}: ${values.packages.map((entry) => `${entry.name} ${entry.price}`).join(", ")}.`
      : values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Buy Translation", maxLength: 80 }),
    text("hero_title", { label: "Title", group: "Hero", default: "Translation Packages" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      maxLength: 500,
      default:
        "Simple fixed prices for the most common projects. Choose a package and contact us: we confirm the details, you pay securely, and we deliver your translation by e-mail.",
    }),

    text("packages_title", { label: "Heading", group: "Packages", default: "Choose your package" }),
    paragraph("packages_lead", {
      label: "Text under the heading",
      group: "Packages",
      required: false,
      maxLength: 500,
      default: "Every package includes a professional human translator and a check against the original before delivery.",
    }),
    list("packages", {
      label: "Packages",
      group: "Packages",
      maxItems: 6,
      help: "Three fit side by side on a wide screen.",
      item: [
        item.text("name", { label: "Name", maxLength: 80 }),
        item.text("price", { label: "Price", maxLength: 30, help: "As visitors read it, such as $49." }),
        item.paragraph("description", { label: "Description", required: false, maxLength: 500 }),
        item.lines("features", { label: "Features", maxLength: 12 }),
        item.toggle("popular", { label: "Marked most popular", help: "Shown larger, with the badge below." }),
      ],
      default: [
        {
          name: "Quick Translation",
          price: "$49",
          description: "For a short letter, certificate or e-mail that you need back quickly.",
          features: ["Up to 500 words", "24-48 hour delivery", "One revision", "Professional human translator"],
          popular: false,
        },
        {
          name: "Standard Package",
          price: "$149",
          description: "For most business documents, forms, brochures and web pages.",
          features: ["Up to 2,000 words", "3-5 days delivery", "Two revisions", "Proofread by a second linguist"],
          popular: true,
        },
        {
          name: "Premium Package",
          price: "$399",
          description: "For long or official documents that must be exact and certified.",
          features: ["Up to 5,000 words", "5-7 days delivery", "Unlimited revisions", "Notarization included"],
          popular: false,
        },
      ],
    }),
    text("price_suffix", { label: "Words after each price", group: "Packages", required: false, default: "per project", maxLength: 40 }),
    text("popular_badge", { label: "Badge of the most popular package", group: "Packages", default: "Most Popular", maxLength: 40 }),
    link("package_action", { label: "Each package's button", group: "Packages", default: { label: "Contact Us", href: "/contact" } }),
    text("package_action_hint", {
      label: "Each package's button: words for screen readers",
      group: "Packages",
      required: false,
      default: "about the",
      maxLength: 80,
      help: "Read after the button's label by screen readers only, followed by the package's name.",
    }),

    text("custom_title", { label: "Heading", group: "Custom quote", default: "Need something different?" }),
    paragraph("custom_text", {
      label: "Text",
      group: "Custom quote",
      maxLength: 1000,
      default:
        "Longer documents, several languages, websites, rush jobs or certified translations: tell us about your project and we will send you a custom quote within 24 hours.",
    }),
    link("custom_link", { label: "Button", group: "Custom quote", default: { label: "Request a Custom Quote", href: "/get-quote" } }),

    text("payment_title", { label: "Heading", group: "Payment", default: "Payment methods" }),
    paragraph("payment_text", {
      label: "Text",
      group: "Payment",
      maxLength: 1000,
      default:
        "Pay securely online by Visa, Mastercard or PayPal once you have accepted your quote. On Guam we also accept purchase orders, cash and check.",
    }),
    image("payment_image", {
      label: "Picture of the payment methods",
      group: "Payment",
      default: { mediaId: null, alt: "We accept Visa, Mastercard and PayPal" },
      builtIn: { src: "/payment-methods.svg", width: 312, height: 64 },
      help: "The Visa, Mastercard and PayPal logos until you choose a picture of the media library.",
    }),
  ],
});
