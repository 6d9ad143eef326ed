/**
 * The disclaimer page's fields (docs/product.md, "Disclaimer"): the legal text as sections the owner
 * edits one by one (app/content/pages/legal-fields.ts).
 */
import { definePage } from "~/lib/fields/define";
import { legalFields, NO_LINK } from "./legal-fields";

/** A section's text: paragraphs apart by an empty line. */
const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const DISCLAIMER_PAGE = definePage({
  slug: "disclaimer",
  title: "Disclaimer",
  describe: (values) => values.intro,
  fields: legalFields({
    title: "Disclaimer",
    intro: "Please read this disclaimer carefully before using this website or relying on any information on it.",
    updated: "Last updated November 1, 2026",
    sections: [
      {
        heading: "Service provided as is",
        anchor: "as-is",
        body: p(
          'This website, its content and the information about our translation services are provided "as is" and "as available", without any warranty of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy or non-infringement.',
          "The descriptions, sample translations and prices on this site are for general information only. They are not an offer and do not create a contract; the terms of each project are set out in the quote we send you.",
        ),
        link: NO_LINK,
      },
      {
        heading: "No liability",
        anchor: "no-liability",
        body: p(
          "To the fullest extent permitted by law, Guam Translation Services, its owners, staff and translators are not liable for any direct, indirect, incidental, consequential or special damages arising out of or in connection with the use of this website, the inability to use it, or reliance on any information it contains, even if we have been advised of the possibility of such damages.",
          "Where our liability for a translation project cannot be excluded, it is limited to the amount you paid for that project.",
        ),
        link: NO_LINK,
      },
      {
        heading: "Use of translations",
        anchor: "translations",
        body: p(
          "We translate carefully and revise our work free of charge if it contains errors. However, the final use of a translation is the client's responsibility. For legal, medical, immigration or financial matters, please have the translation reviewed by a qualified professional in that field before relying on it, and check with the receiving authority which form of certification it requires.",
        ),
        link: NO_LINK,
      },
      {
        heading: "External links",
        anchor: "external-links",
        body: p(
          "This website may link to websites run by others, such as payment providers. We do not control those sites and are not responsible for their content, availability or privacy practices.",
        ),
        link: NO_LINK,
      },
    ],
  }),
});
