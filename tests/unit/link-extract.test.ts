/**
 * Where the link checker finds links (docs/product.md, "Links"): html sections' links and
 * images, blocks' and fields' link values, library images and rich texts in JSON, each address
 * once per kind and bounded; and the one-click fix's rewrite of one address in either.
 */
import { describe, expect, it } from "vitest";
import { LINKS_PER_PAGE_MAX } from "../../app/domain/links";
import { pageLinks, sectionReplaced } from "../../server/links/extract";
import { addressOf } from "../../server/links/internal";

describe("finding a page's links", () => {
  it("reads html links and images, and the links, images and rich texts of blocks", () => {
    const block = {
      block: "cards",
      cards: [
        { title: "One", link: { label: "Read more", href: "/services#legal" } },
        { title: "Two", link: { label: "", href: "" } },
      ],
      body: '<p>See <a href="https://example.org/a">the <b>other</b> site</a></p>',
      image: { mediaId: 12, alt: "Our office" },
    };
    const found = pageLinks([
      {
        sectionType: "html",
        text: '<p><a href="/contact">Write to us</a> <img src="/media/0123456789abcdef0123-800.webp" alt="Team"></p>',
      },
      { sectionType: "json", text: JSON.stringify(block) },
      { sectionType: "text", text: '<a href="/ignored">plain words</a>' },
      {
        sectionType: "html",
        text: '<a href="#top">Top</a> <a href="mailto:a@b.c">Mail</a> <a href="tel:+1671">Call</a> <a href="/contact">Again</a>',
      },
    ]);
    expect(found).toEqual([
      { kind: "link", href: "/contact", text: "Write to us" },
      { kind: "image", href: "/media/0123456789abcdef0123-800.webp", text: "Team" },
      { kind: "link", href: "/services#legal", text: "Read more" },
      { kind: "link", href: "https://example.org/a", text: "the other site" },
      { kind: "image", href: "media:12", text: "Our office" },
    ]);
  });

  it("keeps at most the bound of links per page, and skips JSON that is no JSON", () => {
    const many = Array.from({ length: LINKS_PER_PAGE_MAX + 50 }, (_, i) => `<a href="/p-${i}">${i}</a>`).join("");
    expect(pageLinks([{ sectionType: "html", text: many }])).toHaveLength(LINKS_PER_PAGE_MAX);
    expect(pageLinks([{ sectionType: "json", text: "{not json" }])).toEqual([]);
  });

  it("tells the site's own addresses from other sites'", () => {
    const origin = "https://guamtranslation.example";
    expect(addressOf("/services?x=1#legal", origin)).toEqual({ type: "internal", path: "/services", suffix: "?x=1#legal" });
    expect(addressOf(`${origin}/contact`, origin)).toEqual({ type: "internal", path: "/contact", suffix: "" });
    expect(addressOf("https://example.org/a", origin)).toEqual({ type: "external", url: "https://example.org/a" });
    expect(addressOf("media:12", origin)).toEqual({ type: "media", id: 12 });
    expect(addressOf("//evil.example/x", origin)).toBeNull();
    expect(addressOf("relative/path", origin)).toBeNull();
  });
});

describe("the one-click fix's rewrite", () => {
  it("sends every link to one address to another, in html and in JSON, and leaves the rest as it was", () => {
    const html = '<p><a href="/old">Old</a> and <a href="/older">Older</a></p>';
    expect(sectionReplaced({ sectionType: "html", text: html }, "/old", "/new")).toBe(
      '<p><a href="/new">Old</a> and <a href="/older">Older</a></p>',
    );
    const json = JSON.stringify({ block: "callToAction", buttons: [{ link: { label: "Go", href: "/old" } }], text: "/old stays words" });
    expect(JSON.parse(sectionReplaced({ sectionType: "json", text: json }, "/old", "/new"))).toEqual({
      block: "callToAction",
      buttons: [{ link: { label: "Go", href: "/new" } }],
      text: "/old stays words",
    });
    expect(sectionReplaced({ sectionType: "text", text: "/old" }, "/old", "/new")).toBe("/old");
    expect(sectionReplaced({ sectionType: "html", text: "<p>No link to /old</p>" }, "/old", "/new")).toBe("<p>No link to /old</p>");
  });
});
