/**
 * The "What We Translate" page's fields (docs/product.md, 4.3, "/services"): the service
 * categories, each under its own anchor (/services#marketing, ...), and the in-person translators.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

export const SERVICES_PAGE = definePage({
  slug: "services",
  title: "What We Translate",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Services" }),
    text("hero_title", { label: "Title", group: "Hero", default: "What We Translate" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      default:
        "Businesses, government offices and families trust us with every kind of text. Whatever you need translated, a professional who knows the subject will handle it.",
    }),
    link("hero_primary", { label: "Button", group: "Hero", default: { label: "Get a Free Quote", href: "/get-quote" } }),

    text("categories_label", {
      label: "Name of the row of jump links (for screen readers)",
      group: "Categories",
      default: "Service categories",
      help: "Read by screen readers only, before the links to each category.",
    }),
    text("examples_title", { label: "Heading of each category's examples", group: "Categories", default: "Examples of what we translate" }),
    list("categories", {
      label: "Categories",
      group: "Categories",
      maxItems: 20,
      item: [
        item.text("anchor", {
          label: "Anchor",
          maxLength: 60,
          help: "The end of the category's address, /services#marketing: lower-case letters, digits, - and _ only. Links elsewhere on the site (the home page's cards, the footer) use it. Known anchors (marketing, documents, business, legal, digital, manufacturing, personal) have their own icon.",
        }),
        item.text("title", { label: "Title" }),
        item.paragraph("description", { label: "Description", maxLength: 1000 }),
        item.lines("examples", { label: "Examples of what we translate" }),
      ],
      default: [
        {
          anchor: "marketing",
          title: "Marketing",
          description:
            "Marketing copy has to persuade, not just inform. Our translators adapt slogans, tone and cultural references so that your message lands with readers in Japan, Korea, the Philippines or Micronesia as well as it does at home.",
          examples: [
            "Brochures and flyers",
            "Advertisements and slogans",
            "Press releases",
            "Product catalogs",
            "Tourism and hospitality guides",
            "Social media campaigns",
          ],
        },
        {
          anchor: "documents",
          title: "Documents",
          description:
            "Official and everyday documents need exact wording and consistent formatting. We translate them line by line and, when required, provide certified translations accepted by agencies and courts.",
          examples: [
            "Birth, marriage and death certificates",
            "Academic transcripts and diplomas",
            "Medical records",
            "Letters and correspondence",
            "Immigration paperwork",
            "Driver's licenses",
          ],
        },
        {
          anchor: "business",
          title: "Business",
          description:
            "Companies on Guam trade across the Pacific. We help you communicate with partners, employees and customers in their own language, with the terminology of your industry.",
          examples: [
            "Business plans and proposals",
            "Annual and financial reports",
            "Employee handbooks",
            "Training manuals",
            "Presentations",
            "Meeting minutes",
          ],
        },
        {
          anchor: "legal",
          title: "Legal/Govt",
          description:
            "Legal and government texts leave no room for interpretation. Our legal translators work precisely, keep the structure of the original, and treat every file as confidential.",
          examples: [
            "Contracts and agreements",
            "Court documents and affidavits",
            "Patents and trademarks",
            "Public notices and ordinances",
            "Government forms",
            "Power of attorney",
          ],
        },
        {
          anchor: "digital",
          title: "Digital",
          description:
            "Reach new markets online. We localize websites, apps and software interfaces, including menus, messages and help text, so that every screen reads naturally.",
          examples: [
            "Websites",
            "Mobile apps",
            "Software interfaces",
            "E-learning courses",
            "Subtitles and video scripts",
            "E-mail newsletters",
          ],
        },
        {
          anchor: "manufacturing",
          title: "Manufacturing",
          description:
            "Technical documents must be clear enough to follow on the factory floor or at the job site. Our technical translators know the vocabulary of engineering, construction and logistics.",
          examples: [
            "Operating and user manuals",
            "Safety data sheets",
            "Product labels and packaging",
            "Technical specifications",
            "Quality procedures",
            "Warranty information",
          ],
        },
        {
          anchor: "personal",
          title: "Personal",
          description:
            "Some translations are personal: a letter to relatives, a family history, a wedding speech. We treat them with the same care and discretion as any business project.",
          examples: [
            "Personal letters",
            "Family histories and genealogy records",
            "Recipes and keepsakes",
            "Speeches and toasts",
            "Résumés and cover letters",
            "Travel documents",
          ],
        },
      ],
    }),

    text("in_person_title", { label: "Heading", group: "In-person translators", default: "In-person translators" }),
    paragraph("in_person_text", {
      label: "Text",
      group: "In-person translators",
      default:
        "In-person translators are available at times for meetings, medical and legal appointments, hearings and events on Guam. Call us with the date, place and languages and we will check who is available.",
    }),
    link("in_person_action", {
      label: "Button",
      group: "In-person translators",
      default: { label: "Check Availability", href: "/contact" },
    }),

    text("cta_title", { label: "Heading", group: "Closing band", default: "Not sure where your project fits?" }),
    paragraph("cta_text", {
      label: "Text",
      group: "Closing band",
      default: "Describe it to us and we will tell you how we can help, with a free quote within 24 hours.",
    }),
    link("cta_primary", { label: "First button", group: "Closing band", default: { label: "Get a Quote", href: "/get-quote" } }),
    link("cta_secondary", { label: "Second button", group: "Closing band", default: { label: "See Samples", href: "/samples" } }),
  ],
});
