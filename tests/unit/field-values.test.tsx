import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { anchorIds, cleanAnchor, langTag, paragraphsOf } from "~/components/site/field-values";
import { HowItWorksView } from "~/components/site/views/how-it-works";
import { PAGE_VIEWS } from "~/components/site/views/registry";
import { SamplesView } from "~/components/site/views/samples";
import { ServicesView } from "~/components/site/views/services";
import { HOW_IT_WORKS_PAGE } from "~/content/pages/how-it-works";
import { definitionOf } from "~/content/pages/registry";
import { SAMPLES_PAGE } from "~/content/pages/samples";
import { SERVICES_PAGE } from "~/content/pages/services";
import type { Field, PageContent, PageDefinition } from "~/lib/fields/define";
import { valuesOf } from "~/lib/fields/values";
import { derivedDescription } from "~/domain/fields/description";

function contentOf<Fs extends readonly Field[]>(
  definition: PageDefinition<Fs>,
  changes: Partial<PageContent<Fs>["values"]> = {},
): PageContent<Fs> {
  const values = { ...valuesOf(definition, null), ...changes };
  return {
    values,
    title: definition.title,
    description: derivedDescription(definition, values),
    images: {},
    pageId: null,
    publishedAt: null,
    preview: null,
  };
}

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const ids = (html: string) => [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]);

describe("paragraphsOf", () => {
  it("splits at blank lines and leaves out empty paragraphs", () => {
    expect(paragraphsOf("One.\n\nTwo\nlines.\n \n\n\nThree.")).toEqual(["One.", "Two\nlines.", "Three."]);
    expect(paragraphsOf("  ")).toEqual([]);
  });
});

describe("anchors as ids", () => {
  it("keeps lower-case letters, digits, - and _, and turns any other run of characters into one -", () => {
    expect(cleanAnchor("choose_your_language")).toBe("choose_your_language");
    expect(cleanAnchor(" Legal & Govt! ")).toBe("legal-govt");
    expect(cleanAnchor('"><script>')).toBe("script");
    expect(cleanAnchor("###")).toBe("");
  });

  it("numbers repeats, fills empty anchors, and keeps clear of the page's and the frame's ids and of derived ids", () => {
    expect(anchorIds(["legal", "Legal", "", "main", "in-person", "x"], { fallback: "category", taken: ["in-person"] })).toEqual([
      "legal",
      "legal-2",
      "category-3",
      "main-2",
      "in-person-2",
      "x",
    ]);
    expect(anchorIds(["a-heading", "a"], { fallback: "c", derived: ["-heading"] })).toEqual(["a-heading", "a-2"]);
  });
});

describe("langTag", () => {
  it("passes language tags and drops anything else", () => {
    expect(langTag("zh-Hant")).toBe("zh-Hant");
    expect(langTag(" chk ")).toBe("chk");
    expect(langTag("")).toBeUndefined();
    expect(langTag("en US")).toBeUndefined();
    expect(langTag('en" onload="x')).toBeUndefined();
  });
});

describe("the views of the built-in pages", () => {
  it.each(["languages", "services", "samples", "how-it-works", "xact-guarantee"])(
    "%s is registered for the live preview and renders its defaults, one h1, unique ids",
    (slug) => {
      const View = PAGE_VIEWS[slug]!;
      const html = render(<View content={contentOf(definitionOf(slug)!)} />);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const all = ids(html);
      expect(new Set(all).size).toBe(all.length);
    },
  );

  it("/services: an owner's anchors become safe, unique ids its jump links point at; a new category gets the fallback icon", () => {
    const [first] = valuesOf(SERVICES_PAGE, null).categories;
    const categories = [
      first!,
      { ...first!, anchor: "Marketing Two!", title: "Second" },
      { ...first!, anchor: "marketing", title: "Third" },
    ];
    const html = render(<ServicesView content={contentOf(SERVICES_PAGE, { categories })} />);
    expect(ids(html)).toEqual(expect.arrayContaining(["marketing", "marketing-two", "marketing-2", "marketing-2-heading"]));
    expect(html).toContain('href="#marketing-two"');
    expect(html).toContain('href="#marketing-2"');
  });

  it("/how-it-works: the word before the number is the owner's, and may be left out", () => {
    const steps = valuesOf(HOW_IT_WORKS_PAGE, null).steps.slice(0, 2);
    expect(render(<HowItWorksView content={contentOf(HOW_IT_WORKS_PAGE, { steps, step_word: "Paso" })} />)).toMatch(
      />Paso <span>2<\/span>/,
    );
    expect(render(<HowItWorksView content={contentOf(HOW_IT_WORKS_PAGE, { steps, step_word: "" })} />)).toMatch(
      /uppercase"><span>2<\/span>/,
    );
  });

  it("/samples: a code that is not a language tag is shown but not set as lang", () => {
    const translations = [{ language: "Klingon", lang: "tlh x", text: "First.\n\nSecond." }];
    const html = render(<SamplesView content={contentOf(SAMPLES_PAGE, { translations })} />);
    expect(html).toContain(">tlh x</span>");
    expect(html).toContain('<blockquote class="mt-4');
    expect(html).toContain("<p>First.</p><p>Second.</p>");
    expect(html).toContain('id="sample-tlh-x"');
  });
});
