import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { BUY_TRANSLATION_PAGE } from "~/content/pages/buy-translation";
import { HOME_PAGE } from "~/content/pages/home";
import { PageSettings } from "~/components/cms/editor/page-settings";
import { emptyPage } from "~/components/cms/editing/editor-state";
import { DERIVED_DESCRIPTION_LENGTH, derivedDescription } from "~/domain/fields/description";
import { valuesOf } from "~/lib/fields/values";

describe("a built-in page's description while its owner has written none", () => {
  it("is made from the page's values as they are now: a changed price changes it", () => {
    const values = valuesOf(BUY_TRANSLATION_PAGE, null);
    expect(derivedDescription(BUY_TRANSLATION_PAGE, values)).toContain("Standard Package $149");
    const repriced = {
      ...values,
      packages: values.packages.map((entry) => (entry.name === "Standard Package" ? { ...entry, price: "$159" } : entry)),
    };
    const description = derivedDescription(BUY_TRANSLATION_PAGE, repriced);
    expect(description).toContain("Standard Package $159");
    expect(description).not.toContain("$149");
  });

  it("is one line of at most 160 characters, cut at a word", () => {
    const values = { ...valuesOf(HOME_PAGE, null), hero_description: `Words\n\n${"and more words ".repeat(30)}` };
    const description = derivedDescription(HOME_PAGE, values);
    expect(description.length).toBeLessThanOrEqual(DERIVED_DESCRIPTION_LENGTH);
    expect(description).toMatch(/^Words and more words .* words…$/);
  });

  it("is shown in the editor's Meta Description box as the one in use, until the owner writes one", () => {
    const render = (metaDescription: string) =>
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { queryFn: async () => null } } })}>
          <PageSettings
            page={{ ...emptyPage(), title: "Buy Translation", slug: "buy-translation", metaDescription }}
            saved={null}
            errors={{}}
            onTitle={() => {}}
            onChange={() => {}}
            builtIn="page"
            derivedDescription="Translation Packages: Standard Package $159."
          />
        </QueryClientProvider>,
      ).replace(/&quot;|&#x27;/g, "'");
    const hint = /id="page-meta-description-hint"[^>]*>([^<]*)</.exec(render(""))?.[1];
    expect(hint).toContain("In use now, made from this page's texts");
    expect(hint).toContain("“Translation Packages: Standard Package $159.”");
    expect(render("Our own words")).not.toContain("Standard Package $159");
    expect(render("Our own words")).toContain("Empty this box to use one made from this page");
  });
});
