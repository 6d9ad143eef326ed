/**
 * The home page's fields (docs/product.md, "Home"). The fifteen keys of the specification keep
 * their names and their defaults; every other text of the page is a field beside them.
 */
import { definePage, item, link, list, paragraph, richText, text } from "~/lib/fields/define";

export const HOME_PAGE = definePage({
  slug: "home",
  title: "Home",
  describe: (values) => values.hero_description,
  fields: [
    richText("hero_title", {
      label: "Hero title",
      inline: true,
      group: "Hero",
      default: 'Professional Human Translation, <span class="highlight">Rooted in Guam</span>',
      help: "Words in the accent colour here keep that colour on the site.",
    }),
    paragraph("hero_description", {
      label: "Hero description",
      group: "Hero",
      default:
        "Certified translators for businesses, government offices and families across the Marianas and beyond. Documents, websites and marketing material in more than 100 languages, with Chamorro as our speciality.",
    }),
    link("hero_primary", { label: "First button", group: "Hero", default: { label: "Get a Quote", href: "/get-quote" } }),
    link("hero_secondary", { label: "Second button", group: "Hero", default: { label: "Contact Us", href: "/contact" } }),
    text("greetings_title", {
      label: "Greetings heading",
      group: "Hero",
      default: "Hello, in…",
      help: "Shown beside the hero on wide screens.",
    }),
    list("greetings", {
      label: "Greetings",
      group: "Hero",
      maxItems: 8,
      item: [
        item.text("text", { label: "Greeting" }),
        item.text("language", { label: "Language" }),
        item.text("lang", {
          label: "Language code",
          maxLength: 35,
          help: "A short code for the greeting's language, such as ch (Chamorro), tl (Tagalog) or es (Spanish), so that screen readers pronounce it right.",
        }),
      ],
      default: [
        { text: "Håfa adai", language: "Chamorro", lang: "ch" },
        { text: "Kumusta", language: "Tagalog", lang: "tl" },
        { text: "Ran annim", language: "Chuukese", lang: "chk" },
        { text: "Hola", language: "Spanish", lang: "es" },
        { text: "Bonjour", language: "French", lang: "fr" },
      ],
    }),

    text("feature_1_title", { label: "First badge: title", group: "Badges", default: "100+ Languages" }),
    text("feature_1_subtitle", { label: "First badge: subtitle", group: "Badges", default: "From Chamorro to Japanese" }),
    text("feature_2_title", { label: "Second badge: title", group: "Badges", default: "Confidential" }),
    text("feature_2_subtitle", { label: "Second badge: subtitle", group: "Badges", default: "Every file handled in confidence" }),
    text("feature_3_title", { label: "Third badge: title", group: "Badges", default: "Fast Turnaround" }),
    text("feature_3_subtitle", { label: "Third badge: subtitle", group: "Badges", default: "Most projects in 24-72 hours" }),

    text("welcome_eyebrow", { label: "Welcome greeting", group: "Welcome", default: "Håfa adai" }),
    text("welcome_title", { label: "Welcome title", group: "Welcome", default: "Welcome to Guam's Translation Service" }),
    paragraph("welcome_description", {
      label: "Welcome description",
      group: "Welcome",
      default:
        "We translate from English into other languages and back into English for clients on Guam, in the Commonwealth of the Northern Mariana Islands and around the world. Every project is handled by a professional human translator who knows the subject and the culture, never by a machine alone.",
    }),
    list("welcome_points", {
      label: "Welcome points",
      group: "Welcome",
      maxItems: 8,
      item: [item.text("text", { label: "Point" })],
      default: [
        { text: "Professional human translators, never a machine alone" },
        { text: "Chamorro and the languages of Micronesia as our speciality" },
        { text: "English to Braille transcription" },
        { text: "Confidential handling of every document" },
      ],
    }),

    text("braille_title", { label: "Braille title", group: "Braille", default: "English to Braille" }),
    paragraph("braille_description", {
      label: "Braille description",
      group: "Braille",
      default:
        "We also transcribe English documents into Braille, so that notices, forms and letters reach blind and low-vision readers as clearly as everyone else. Ask us about Braille for your next project.",
    }),
    link("braille_action", { label: "Braille button", group: "Braille", default: { label: "Contact Us", href: "/contact" } }),

    text("services_eyebrow", { label: "Services eyebrow", group: "Services", default: "What we translate" }),
    text("services_title", { label: "Services title", group: "Services", default: "Translation for every kind of material" }),
    paragraph("services_lead", {
      label: "Services introduction",
      group: "Services",
      default: "From a single birth certificate to a complete website, our translators know the subject as well as the language.",
    }),
    list("service_cards", {
      label: "Service cards",
      group: "Services",
      maxItems: 12,
      item: [
        item.text("title", { label: "Title" }),
        item.paragraph("summary", { label: "Summary", maxLength: 300 }),
        item.link("link", { label: "Link", help: "A card whose address ends in #marketing, #legal, ... shows that category's icon." }),
      ],
      default: [
        {
          title: "Marketing",
          summary: "Brochures, ads and campaigns that sell in every language.",
          link: { label: "Learn more", href: "/services#marketing" },
        },
        {
          title: "Documents",
          summary: "Certificates, records and correspondence, translated with care.",
          link: { label: "Learn more", href: "/services#documents" },
        },
        {
          title: "Business",
          summary: "Contracts, reports and training material for growing companies.",
          link: { label: "Learn more", href: "/services#business" },
        },
        {
          title: "Legal/Govt",
          summary: "Court papers, contracts and public notices, word for word.",
          link: { label: "Learn more", href: "/services#legal" },
        },
        {
          title: "Digital",
          summary: "Websites, apps and software for a global audience.",
          link: { label: "Learn more", href: "/services#digital" },
        },
        {
          title: "Manufacturing",
          summary: "Manuals, labels and safety data that workers can rely on.",
          link: { label: "Learn more", href: "/services#manufacturing" },
        },
        {
          title: "Personal",
          summary: "Letters, stories and family documents that matter to you.",
          link: { label: "Learn more", href: "/services#personal" },
        },
      ],
    }),
    text("services_more_title", { label: "Last card: title", group: "Services", default: "Something else?" }),
    paragraph("services_more_text", {
      label: "Last card: text",
      group: "Services",
      maxLength: 300,
      default: "If your material is not listed, ask us: we very likely translate it too.",
    }),
    link("services_more_link", { label: "Last card: link", group: "Services", default: { label: "Ask us", href: "/contact" } }),

    text("steps_eyebrow", { label: "Steps eyebrow", group: "Steps", default: "How it works" }),
    text("steps_title", { label: "Steps title", group: "Steps", default: "Six simple steps to your translation" }),
    paragraph("steps_lead", {
      label: "Steps introduction",
      group: "Steps",
      default: "No forms to fill in: tell us what you need by phone or e-mail and we take it from there.",
    }),
    list("steps", {
      label: "Steps",
      group: "Steps",
      maxItems: 12,
      item: [item.text("title", { label: "Title" }), item.paragraph("summary", { label: "Summary", maxLength: 300 })],
      default: [
        { title: "Choose Your Languages", summary: "Tell us the language of your material and the languages you need." },
        { title: "Describe Your Project", summary: "Share the type of document, its length and when you need it." },
        { title: "We Will Quote You", summary: "Receive a clear quote based on word count, usually within 24 hours." },
        { title: "Send Us Your Material", summary: "Send your files by e-mail once you accept the quote." },
        { title: "Securely Pay Online", summary: "Pay by Visa, Mastercard or PayPal through a secure payment page." },
        { title: "We Deliver Your Translation", summary: "Receive your finished translation by e-mail, on time." },
      ],
    }),
    link("steps_link", { label: "Steps button", group: "Steps", default: { label: "Learn More", href: "/how-it-works" } }),
    text("steps_link_hint", {
      label: "Steps button: words for screen readers",
      group: "Steps",
      required: false,
      default: "about how it works",
      help: "Read after the button's label by screen readers only.",
    }),

    text("main_focus_title", {
      label: "Main focus title",
      group: "Main focus",
      default: "Our Main Focus: Accurate Translations You Can Trust",
    }),
    richText("main_focus_description", {
      label: "Main focus description",
      group: "Main focus",
      default:
        "<p>Every translation is done by a qualified human translator and checked before delivery. We keep your words, your tone and your meaning, and we keep your documents <strong>confidential</strong>.</p><p>Tell us what you need and receive a quote within 24 hours.</p>",
    }),
    text("main_focus_cta", {
      label: "Main focus call to action",
      group: "Main focus",
      default: "Ready to start? Request your free quote today.",
    }),
    link("main_focus_primary", { label: "First button", group: "Main focus", default: { label: "Get a Free Quote", href: "/get-quote" } }),
    link("main_focus_secondary", { label: "Second button", group: "Main focus", default: { label: "Contact Us Today", href: "/contact" } }),
  ],
});
