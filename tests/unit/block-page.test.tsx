/**
 * A page of blocks as the public site draws it (app/components/site/cms-page-content.tsx) and its
 * translation's sections (app/domain/block-translation.ts): the first picture near the top is
 * loaded at once, the parts far down wait for the screen, and a translation shows the English
 * blocks in the English order with only its words.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CmsPageContent } from "../../app/components/site/cms-page-content";
import { copyOfOwnerWords, ownerPageParts, translatedOwnerSections } from "../../app/domain/block-translation";
import { blockText } from "../../app/lib/fields/blocks";

const picture = { src: "/media/a-640.jpg", width: 640, height: 400, variants: [] } as never;
const image = (key: string) => ({
  sectionKey: key,
  sectionType: "json" as const,
  text: blockText("image", { image: { mediaId: 7, alt: "Our office" } }),
});
const text = (key: string, words: string) => ({ sectionKey: key, sectionType: "text" as const, text: words });
const hero = (key: string) => ({
  sectionKey: key,
  sectionType: "json" as const,
  text: blockText("hero", { title: "Medical translation" }),
});

const draw = (sections: Array<{ sectionKey: string; sectionType: "text" | "html" | "json"; text: string }>) =>
  renderToStaticMarkup(
    <CmsPageContent
      title="Medical"
      metaDescription={null}
      sections={sections.map((section, index) => ({ id: index + 1, sectionType: section.sectionType, content: { text: section.text } }))}
      images={{ 7: picture }}
    />,
  );

describe("a page of blocks on the public site", () => {
  it("loads the first picture among the first three parts at once, and any later one lazily", () => {
    const near = draw([hero("a"), text("b", "Words."), image("c")]);
    expect(near).toMatch(/<img[^>]*loading="eager"/);
    const far = draw([hero("a"), text("b", "Words."), hero("c"), image("d")]);
    expect(far).toMatch(/<img[^>]*loading="lazy"/);
    expect(far).not.toContain('loading="eager"');
  });

  it("lays out the parts past the first three only when they near the screen", () => {
    const html = draw([hero("a"), text("b", "One."), hero("c"), text("d", "Two.")]);
    expect(html.match(/content-visibility:auto/g)).toHaveLength(1);
    expect(html.indexOf("content-visibility:auto")).toBeGreaterThan(html.indexOf("One."));
  });
});

describe("a translation of a page of blocks", () => {
  const english = [hero("hero"), text("intro", "Plain words."), image("photo")];

  it("holds each block's words field by field, a block's place as a part of its own", () => {
    expect(copyOfOwnerWords(english).map((s) => s.sectionKey)).toEqual([
      "hero.title",
      "hero.text",
      "hero.buttons",
      "intro",
      "photo.image",
      "photo.caption",
    ]);
    const parts = ownerPageParts(english);
    expect(parts.filter((p) => p.sectionType === "block").map((p) => [p.key, p.text])).toEqual([
      ["hero", '{"block":"hero","after":null}'],
      ["photo", '{"block":"image","after":"intro"}'],
    ]);
  });

  it("shows the English blocks in the English order, with the translation's words and the English facts", () => {
    const translation = [
      { sectionKey: "photo.image", sectionType: "json", text: JSON.stringify({ mediaId: 99, alt: "事務所" }) },
      { sectionKey: "intro", sectionType: "text", text: "平易な言葉。" },
      { sectionKey: "hero.title", sectionType: "text", text: "医療翻訳" },
    ];
    const shown = translatedOwnerSections(english, translation);
    expect(shown.map((s) => s.sectionKey)).toEqual(["hero", "intro", "photo"]);
    expect(JSON.parse(shown[0]!.text)).toMatchObject({ block: "hero", title: "医療翻訳" });
    expect(shown[1]!.text).toBe("平易な言葉。");
    // The picture is the English block's whatever the translation holds; its alt text is the translation's.
    expect(JSON.parse(shown[2]!.text)).toEqual({ block: "image", image: { mediaId: 7, alt: "事務所" } });
  });
});
