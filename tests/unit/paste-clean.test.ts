// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanPastedHtml, pasteNotice, plainTextToHtml } from "../../app/components/cms/rich-text/paste-clean";

/** Real clipboard captures kept by open-source editors (tests/fixtures/clipboard/SOURCES.md). */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../fixtures/clipboard", name), "utf8");
const clean = (name: string) => cleanPastedHtml(fixture(name));

/** The output read back, to check structure rather than spelling. */
function parse(html: string): HTMLElement {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box;
}
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((element) => element.textContent);
/** The text of an item without its nested lists. */
const ownText = (item: Element) => item.querySelector(":scope > p")?.textContent;

const FOREIGN_MARKUP = [
  "style=",
  "class=",
  "mso-",
  "<o:p",
  "<!--",
  "<span",
  "<font",
  "<img",
  "lang=",
  "id=",
  "<b>",
  "<i>",
  "<div",
  "<table",
  "<td",
];

function expectOnlyStructure(html: string) {
  for (const markup of FOREIGN_MARKUP) expect(html, markup).not.toContain(markup);
  const tags = new Set([...parse(html).querySelectorAll("*")].map((element) => element.tagName.toLowerCase()));
  for (const tag of tags) expect(["p", "br", "h2", "h3", "strong", "em", "a", "ul", "ol", "li", "blockquote"]).toContain(tag);
  for (const link of parse(html).querySelectorAll("a"))
    expect(link.getAttributeNames().filter((name) => name !== "href" && name !== "target")).toEqual([]);
}

describe("Word", () => {
  it("reads the raw Windows clipboard document: headings, bold, bulleted list paragraphs", () => {
    const { html, remoteImages } = clean("word-2013-inline-styles.html");
    expectOnlyStructure(html);
    const out = parse(html);
    expect(texts(out, "h2")).toEqual(["I. Test", "II. Test Description"]);
    expect(texts(out, "strong")).toEqual(["Deploy Career InSite 2.1 Salary System Test"]);
    expect(out.querySelectorAll("ul > li")).toHaveLength(2);
    expect(ownText(out.querySelector("ul > li")!)).toBe(
      'External-only: Run through all steps, ignoring any "INTERNAL" comments in blue italicized text.',
    );
    // The head's <style>, <xml> and <meta>, and the stray bytes after </html>, are gone.
    expect(html).not.toMatch(/MsoNormal|OfficeDocumentSettings|Word\.Document|VN/);
    expect(html).not.toContain("·");
    expect(out.lastElementChild!.textContent).toMatch(/^External and Internal: .*bullet above\)\.$/);
    expect(remoteImages).toBe(0);
  });

  it("turns list paragraphs into nested lists, numbered by their markers, with links and bold", () => {
    const { html } = clean("word-2013-nested-lists-links.html");
    expectOnlyStructure(html);
    const out = parse(html);
    expect(out.querySelector("p")!.innerHTML).toBe("This is <strong>a line</strong> of text.");
    expect(out.querySelector("p > a")!.outerHTML).toBe('<a href="http://www.google.com/">This is a link</a>');
    const [numbered, bulleted] = [...out.children].filter((element) => element.matches("ol, ul"));
    expect(numbered!.tagName).toBe("OL");
    expect([...numbered!.children].map(ownText)).toEqual([
      "This is a list item.",
      "This is another list item.",
      "This is a sub list",
      "This is another list item.",
    ]);
    // "a." and "i." items are nested numbered lists inside the item before them.
    const sub = numbered!.children[2]!.querySelector(":scope > ol")!;
    expect([...sub.children].map(ownText)).toEqual(["This is a sub item with a link", "This is another sub item.", "hotdogs"]);
    expect(sub.querySelector("a")!.getAttribute("href")).toBe("http://www.google.com/");
    expect(texts(sub.children[1]!, ":scope > ol > li")).toEqual(["Shoes", "Cheese"]);
    // A new Word list (l0 after l1) with "·" and "o" markers is a separate bulleted list.
    expect(bulleted!.tagName).toBe("UL");
    expect([...bulleted!.children].map(ownText)).toEqual(["This is another list", "It has:", "As well"]);
    expect(texts(bulleted!.children[1]!, ":scope > ul > li")).toEqual(["Nested lists", "Inside"]);
    expect(out.textContent).not.toMatch(/[·§]|\b1\.|\ba\.|\bi\./);
  });

  it("keeps the depth Word gives each level (bullets · o §, then 1. 2.)", () => {
    const { html } = clean("word-2013-bullet-levels.html");
    expectOnlyStructure(html);
    expect(html).toContain(
      "<h2>Bla bla</h2><ul><li><p>Aa</p></li><li><p>Bb</p><ul><li><p>Cc</p><ul><li><p>Dd</p><ol><li><p>E</p></li><li><p>F</p></li></ol></li><li><p>g</p></li></ul></li></ul></li></ul>",
    );
  });

  it("drops conditional comments, VML, smart-tag wrappers and images, keeping text, italics and table cells", () => {
    const { html, remoteImages } = clean("word-2013-test-document.html");
    expectOnlyStructure(html);
    const out = parse(html);
    expect(texts(out, "h2")).toEqual(["Test page for FCKeditor"]);
    expect(texts(out, "em")).toEqual(["properly"]);
    expect(texts(out, "strong")).toEqual([
      "proper",
      "Test procedure",
      '"br" configuration',
      "Country",
      "Millions of US dollars per million people",
    ]);
    expect([...out.querySelectorAll("a")].map((link) => link.outerHTML)).toEqual([
      '<a href="http://en.wikipedia.org/wiki/France">France</a>',
      '<a href="http://fawny.org/rhcp.html">what Joe Clark says about redheads</a>',
    ]);
    expect(html).toContain("<ol><li><p>level1</p></li><li><p>leve1</p><ol><li><p>level2</p></li></ol></li></ol>");
    // <st1:place>Sweden</st1:place> and <br>s in a paragraph survive; the table's cells are paragraphs.
    expect(texts(out, "p")).toEqual(expect.arrayContaining(["Sweden", "17.12", "United\u00a0Kingdom", "4.78"]));
    expect(html).toContain("It has three lines separated by BR.</p>");
    expect(out.querySelector("p")!.querySelectorAll("br")).toHaveLength(1);
    expect(html).not.toMatch(/v:shape|_x0000_|FCKeditor Development Web Site/);
    // The logo's <img src="file:///…clip_image001.gif"> is a picture of the computer, not of another website.
    expect(remoteImages).toBe(0);
  });

  it("tells the owner that Word's picture is not kept (not that it came from another website) and that the table became paragraphs", () => {
    const cleaned = clean("word-2013-test-document.html");
    expect(cleaned.localImages).toBe(1);
    expect(cleaned.tables).toBe(1);
    const notice = pasteNotice(cleaned)!;
    expect(notice.title).toBe("1 image was left out; 1 table was turned into paragraphs");
    expect(notice.description).toContain("Pictures pasted from Word or another document are not kept: add them from the Media library");
    expect(notice.description).toContain("The text of the table is kept as paragraphs, one for each cell");
    expect(notice.description).not.toContain("other websites");
    // A web page's images are still said to be another website's; nothing lost, nothing said.
    expect(pasteNotice(clean("web-medium-article.html"))!.description).toMatch(/^Images from other websites are not kept/);
    expect(pasteNotice({ html: "<p>x</p>", remoteImages: 0, localImages: 0, tables: 0 })).toBeNull();
  });
});

describe("Google Docs", () => {
  it("unwraps the whole-paste <b style=font-weight:normal> and reads bold and italic from styles", () => {
    const { html, remoteImages } = clean("google-docs-basic.html");
    expectOnlyStructure(html);
    const out = parse(html);
    expect(out.querySelector("h2")!.innerHTML).toBe("We <strong>have</strong> a s<em>u</em>rprise!");
    expect(out.querySelector("p")!.innerHTML).toBe(
      '<a href="https://www.cksource.com"><strong>CKSource</strong></a><strong> Newsletter</strong>',
    );
    expect(texts(out, "strong")).toEqual(["CKSource", " Newsletter", "have", "nested"]);
    expect(texts(out, "p")).toContain("Lorem ipsum dolor sit amet, consectetuer adipiscing.");
    expect(texts(out, "p")).toEqual(expect.arrayContaining(["Simple", "Table", "From", "GDocs"]));
    // Its nested lists are sibling <ol>s in the source; here each is inside the item before it.
    const list = out.querySelector(":scope > ol")!;
    expect([...list.children].map(ownText)).toEqual(["Some simple list", "With nestem items"]);
    expect(list.querySelector(":scope > li > ol > li:nth-child(4) > ol > li > ol > li > ol > li")!.innerHTML).toBe(
      "<p>With <strong>nested</strong> items</p>",
    );
    expect(list.querySelector("em")!.textContent).toBe("With");
    // Three images (src "[image]" in the capture) are left out and counted.
    expect(remoteImages).toBe(3);
  });

  it("nests Google Docs' sibling lists, even one that starts deeper than the items after it", () => {
    const unordered = clean("google-docs-nested-unordered-lists.html").html;
    expectOnlyStructure(unordered);
    expect(unordered).toBe(
      "<ul><li><p>ted items</p></li><li><p>Some list</p><ul><li><p>With nested items</p></li><li><p>Some list</p></li><li><p>With nested items</p><ul><li><p>Some list</p></li><li><p>With nested items</p></li></ul></li></ul></li><li><p>Som</p></li></ul>",
    );
    const ordered = parse(clean("google-docs-nested-ordered-lists.html").html);
    expect(ordered.querySelectorAll("ul")).toHaveLength(0);
    expect([...ordered.querySelector("ol")!.children].map(ownText)).toEqual(["ted items", "Some list", "Som"]);
    expect(texts(ordered, ":scope > ol > li:nth-child(2) > ol > li > ol > li > ol > li")).toEqual(["With nested items"]);
    expect(ordered.querySelectorAll("ol ol ol ol ol")).toHaveLength(0);
  });

  it("nests by aria-level when Google Docs gives it", () => {
    const html =
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><ul><li aria-level="1"><p>One</p></li></ul><ul><li aria-level="2"><p>Deeper</p></li></ul><ol><li aria-level="1"><p>Next</p></li></ol></b>';
    expect(cleanPastedHtml(html).html).toBe("<ul><li><p>One</p><ul><li><p>Deeper</p></li></ul></li></ul><ol><li><p>Next</p></li></ol>");
  });
});

describe("LibreOffice Writer", () => {
  it("keeps the heading, bold and italic, nested lists and table text, dropping fonts and colours", () => {
    const { html, remoteImages, localImages } = clean("libreoffice-6-multi-feature.html");
    expectOnlyStructure(html);
    const out = parse(html);
    expect(out.firstElementChild!.innerHTML).toBe(
      "This is a <strong>sample</strong> document. Use it to test the <em>Paste from Google Docs</em> plugin in CKEditor 4.",
    );
    expect(texts(out, "h2")).toEqual(["Preserving original formatting", "1"]);
    expect(out.querySelector("ol ol")!.querySelector("p")!.innerHTML).toBe("<strong><em>Item Two</em></strong>");
    expect([...out.querySelectorAll(":scope > ul > li")].map(ownText)).toEqual(["This", "Is", "A", "List"]);
    expect(texts(out, ":scope > ul > li > ul > li > ul > li")).toEqual(["Level"]);
    expect(texts(out, "p")).toEqual(expect.arrayContaining(["Cell 1,2", "Left", "Right", "Center"]));
    expect(html).not.toMatch(/Liberation|#92d050|western/);
    // The image in the table cell (a file: address from LibreOffice's temp folder) is counted as the computer's.
    expect(remoteImages).toBe(0);
    expect(localImages).toBe(1);
  });

  it("keeps LibreOffice's properly nested lists and drops its empty <p><br></p>", () => {
    const { html } = clean("libreoffice-6-lists.html");
    expectOnlyStructure(html);
    const out = parse(html);
    expect(texts(out, ":scope > p")).toEqual(["Ordered list:", "Unordered list:"]);
    expect([...out.querySelector(":scope > ol")!.children].map(ownText)).toEqual(["list 1", "list 2", "list 3", "list 4"]);
    expect(texts(out, ":scope > ol > li:nth-child(4) > ol > li > ol > li > ol > li")).toEqual(["list 4.1.1.1"]);
    expect(texts(out, ":scope > ul > li:nth-child(2) > ul > li > ul > li > ul > li")).toEqual(["list B.B.A.A"]);
  });

  it("keeps a link's href", () => {
    expect(clean("libreoffice-6-link.html").html).toBe('<p>Simple text <a href="http://example.com/">link</a>.</p>');
  });
});

describe("a web page", () => {
  it("keeps the text of a Medium article, dropping its classes, styles, figure and images", () => {
    const { html, remoteImages } = clean("web-medium-article.html");
    expectOnlyStructure(html);
    expect(html).toBe(
      "<p>ening after learning my tech is about 35% useful? bourbon, of course! After a couple of silky smooth glasses with ice (sorry purists), I begin researching a solution.</p>" +
        "<p>So to downgrade the iOS devices (phone and tablet), I must connect them to the MacBook and restore via iTunes.</p>",
    );
    // The blurred placeholder and the full image: both from miro.medium.com.
    expect(remoteImages).toBe(2);
  });
});

describe("rules", () => {
  it("unwraps links that are not a site path, https:, http:, mailto: or tel:, keeping their text", () => {
    const html = cleanPastedHtml(
      '<p><a href="javascript:alert(1)">one</a> <a href=" JaVaScRiPt:alert(1)">two</a> <a href="//evil.example/x">three</a> <a href="#_ftn1">four</a> <a name="_Toc1">five</a> <a href="data:text/html,x">six</a></p>',
    ).html;
    expect(html).toBe("<p>one two three four five six</p>");
  });

  it("keeps allowed links, with target only when it was _blank", () => {
    const html = cleanPastedHtml(
      '<p><a href="/contact" class="x">a</a> <a href="https://example.com" target="_blank" rel="noopener">b</a> <a href="mailto:a@b.co" target="_self">c</a> <a href="tel:+16715550142">d</a></p>',
    ).html;
    expect(html).toBe(
      '<p><a href="/contact">a</a> <a href="https://example.com" target="_blank">b</a> <a href="mailto:a@b.co">c</a> <a href="tel:+16715550142">d</a></p>',
    );
  });

  it("counts remote images but not data:, blob: or tracking pixels", () => {
    const { html, remoteImages } = cleanPastedHtml(
      '<p>x<img src="https://a.example/1.png"><img src="http://a.example/2.png"><img src="data:image/png;base64,AAAA"><img src="blob:https://a.example/9"><img src="https://t.example/p.gif" width="1" height="1"></p>',
    );
    expect(html).toBe("<p>x</p>");
    expect(remoteImages).toBe(2);
  });

  it("maps headings to h2 and h3, Word's MsoTitle to h2, and a font-weight:normal <b> is not bold", () => {
    const html = cleanPastedHtml(
      '<p class=MsoTitle>Title</p><h1>A</h1><h2>B</h2><h4>C</h4><h6>D</h6><p><b style="font-weight:400">plain</b> <span style="font-weight:600">bold</span> <span style="font-style:italic">it</span></p>',
    ).html;
    expect(html).toBe("<h2>Title</h2><h2>A</h2><h2>B</h2><h3>C</h3><h3>D</h3><p>plain <strong>bold</strong> <em>it</em></p>");
  });

  it("collapses whitespace, keeps <br> and blockquote, turns divs into paragraphs and drops empty ones", () => {
    const html = cleanPastedHtml(
      "<div>  one\n   two  </div><div><p>&nbsp;</p><p> &nbsp; </p></div><blockquote><p>quote<br>line</p></blockquote><p><br></p><div>three<div>four</div></div>",
    ).html;
    expect(html).toBe("<p>one two</p><blockquote><p>quote<br>line</p></blockquote><p>three</p><p>four</p>");
  });

  it("drops scripts, styles, comments and Office markup", () => {
    const { html } = cleanPastedHtml(
      "<style>p{color:red}</style><script>alert(1)</script><!--[if gte mso 9]><xml><o:X/></xml><![endif]--><p>a<o:p></o:p><w:x>w</w:x><v:shape>v</v:shape><!-- c -->b</p>",
    );
    expect(html).toBe("<p>ab</p>");
  });

  it("is deterministic", () => {
    const source = fixture("word-2013-inline-styles.html");
    expect(cleanPastedHtml(source)).toEqual(cleanPastedHtml(source));
  });
});

describe("plainTextToHtml", () => {
  it("splits paragraphs at blank lines and keeps single newlines as <br>", () => {
    expect(plainTextToHtml("a\n\nb\nc")).toBe("<p>a</p><p>b<br>c</p>");
    expect(plainTextToHtml("one\r\n\r\n\r\ntwo\r\n")).toBe("<p>one</p><p>two</p>");
    expect(plainTextToHtml("")).toBe("");
  });

  it("escapes markup", () => {
    expect(plainTextToHtml("<b>x</b> & <script>")).toBe("<p>&lt;b&gt;x&lt;/b&gt; &amp; &lt;script&gt;</p>");
  });
});
