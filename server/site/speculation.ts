/**
 * Speculation rules for the public pages, linked from every page by the Speculation-Rules header
 * (no inline script): a same-site link the visitor is about to follow (hover or press) is
 * prerendered, so the next page appears at once. The admin area, the API and downloads are left
 * out; public pages have no side effects, so prerendering them is safe.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/cms/*" } },
          { not: { href_matches: "/cms" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/*\\.(xml|txt|json|svg|png|jpg|pdf)" } },
          { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export const SPECULATION_RULES_JSON = `${JSON.stringify(SPECULATION_RULES)}\n`;
