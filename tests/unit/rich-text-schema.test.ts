// @vitest-environment happy-dom
/**
 * The visual editor's schema is the sanitiser's allow-list (docs/decisions/013): for random
 * documents built from the schema, the HTML the editor saves, run through the server's sanitiser
 * and opened in the editor again, is the same document; and HTML the editor cannot hold opens as
 * HTML instead of losing it.
 */
import { getSchema } from "@tiptap/core";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "~/components/cms/rich-text/schema";
import { canonicalHtml, documentOf, opensWithoutLoss, storedHtmlOf } from "~/components/cms/rich-text/stored-html";
import { sanitizeHtmlContent } from "../../server/security/sanitize";

const schemaOf = (inline: boolean) => getSchema(editorExtensions({ inline, openLinkDialog: () => {} }));
const blockSchema = schemaOf(false);
const inlineSchema = schemaOf(true);

// --- Random documents of the schema, as JSON -------------------------------------------------

type Json = Record<string, unknown>;
const word = fc.stringMatching(/^[A-Za-z0-9àéøñ&<>"'.,;:!?()-]{1,12}$/);
const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((list) => list.join(" "));
const href = fc.constantFrom(
  "/contact",
  "/services#marketing",
  "https://example.com/a?b=1&c=2",
  "mailto:quotes@example.com",
  "tel:+16715550142",
);
const markSet = fc.record({
  bold: fc.boolean(),
  italic: fc.boolean(),
  highlight: fc.boolean(),
  link: fc.option(fc.record({ href, newTab: fc.boolean() }), { nil: undefined }),
});
type Marks = typeof markSet extends fc.Arbitrary<infer T> ? T : never;

function marksJson(m: Marks): Json[] {
  return [
    ...(m.link ? [{ type: "link", attrs: m.link }] : []),
    ...(m.bold ? [{ type: "bold" }] : []),
    ...(m.italic ? [{ type: "italic" }] : []),
    ...(m.highlight ? [{ type: "highlight" }] : []),
  ];
}

/** Text runs separated by plain spaces or line breaks, as a browser could hold them. */
const inlineContent = fc.array(fc.tuple(words, markSet, fc.constantFrom("space", "break")), { minLength: 0, maxLength: 5 }).map((runs) => {
  const out: Json[] = [];
  runs.forEach(([text, marks, separator], index) => {
    if (index > 0) out.push(separator === "break" ? { type: "hardBreak" } : { type: "text", text: " " });
    const m = marksJson(marks);
    out.push(m.length ? { type: "text", text, marks: m } : { type: "text", text });
  });
  return out;
});

const paragraph = inlineContent.map((content) => ({ type: "paragraph", content }));
const heading = fc.tuple(fc.constantFrom(2, 3), inlineContent).map(([level, content]) => ({ type: "heading", attrs: { level }, content }));
const mediaUrl = (ext: string, width: number) => fc.stringMatching(/^[0-9a-f]{20}$/).map((key) => `/media/${key}-${width}.${ext}`);
const figure = fc
  .record({
    src: mediaUrl("jpg", 1200),
    webp: mediaUrl("webp", 640),
    alt: fc.oneof(fc.constant(""), words),
    caption: fc.oneof(fc.constant(""), words),
    size: fc.option(fc.tuple(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 })), { nil: undefined }),
  })
  .map(({ src, webp, alt, caption, size }) => ({
    type: "figure",
    attrs: {
      src,
      srcset: `${src} 1200w`,
      alt,
      width: size ? String(size[0]) : null,
      height: size ? String(size[1]) : null,
      sources: [{ type: "image/webp", srcset: `${webp} 640w` }],
      caption,
    },
  }));

const { list } = fc.letrec<{ list: Json; item: Json }>((tie) => ({
  list: fc
    .tuple(fc.constantFrom("bulletList", "orderedList"), fc.array(tie("item"), { minLength: 1, maxLength: 3 }))
    .map(([type, content]) => ({ type, content })),
  item: fc
    .tuple(paragraph, fc.option(tie("list"), { nil: undefined, depthSize: "small" }))
    .map(([first, nested]) => ({ type: "listItem", content: nested ? [first, nested] : [first] })),
}));
const quote = fc.array(paragraph, { minLength: 1, maxLength: 2 }).map((content) => ({ type: "blockquote", content }));
const block = fc.oneof(paragraph, heading, list, quote, figure);
const blockDoc = fc.array(block, { minLength: 1, maxLength: 6 }).map((content) => ({ type: "doc", content }));
const inlineDoc = paragraph.map((p) => ({ type: "doc", content: [p] }));

/** The document as ProseMirror keeps it (adjacent text with the same marks joined). */
function normalised(schema: Schema, json: Json): ProseMirrorNode {
  const doc = schema.nodeFromJSON(json);
  return schema.topNodeType.create(null, doc.content);
}

function roundTrip(schema: Schema, doc: ProseMirrorNode, inline: boolean) {
  const saved = storedHtmlOf(doc, inline);
  const sanitised = sanitizeHtmlContent(saved);
  return { saved, sanitised, again: documentOf(inline ? `<p>${sanitised}</p>` : sanitised, schema) };
}

describe("the visual editor's schema and the sanitiser", () => {
  it("editor HTML, saved through the sanitiser and opened again, is the same document (random documents)", () => {
    fc.assert(
      fc.property(blockDoc, (json) => {
        const doc = normalised(blockSchema, json);
        // The document as a browser would give it back (text joined, empty runs gone).
        const expected = documentOf(storedHtmlOf(doc, false), blockSchema);
        expect(expected.toJSON()).toEqual(doc.toJSON());
        const { saved, sanitised, again } = roundTrip(blockSchema, doc, false);
        // Nothing removed or changed by the sanitiser (it writes <br /> for <br>).
        expect(canonicalHtml(sanitised)).toBe(canonicalHtml(saved));
        expect(again.toJSON()).toEqual(expected.toJSON());
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("an inline field (a title) keeps its marks and line breaks and gets no paragraph", () => {
    fc.assert(
      fc.property(inlineDoc, (json) => {
        const doc = normalised(inlineSchema, json);
        const { saved, sanitised, again } = roundTrip(inlineSchema, doc, true);
        expect(saved).not.toMatch(/<p>/);
        // Nothing removed or changed by the sanitiser (it writes <br /> for <br>).
        expect(canonicalHtml(sanitised)).toBe(canonicalHtml(saved));
        expect(storedHtmlOf(again, true)).toBe(saved);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it("writes the HTML people expect: strong and em, lists without paragraphs in items, new-tab links with rel", () => {
    const html =
      '<h2>Our <b>services</b></h2><ul><li>One<ul><li>One and a half</li></ul></li><li><i>Two</i></li></ul><p>See <a href="https://example.com" target="_blank">this</a>.</p>';
    const saved = storedHtmlOf(documentOf(html, blockSchema), false);
    expect(saved).toBe(
      '<h2>Our <strong>services</strong></h2><ul><li>One<ul><li>One and a half</li></ul></li><li><em>Two</em></li></ul><p>See <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a>.</p>',
    );
    expect(canonicalHtml(sanitizeHtmlContent(saved))).toBe(canonicalHtml(saved));
  });

  it("keeps the home page's highlighted hero title as one line", () => {
    const title = 'Professional Human Translation, <span class="highlight">Rooted in Guam</span>';
    expect(opensWithoutLoss(title, inlineSchema, true)).toBe(true);
    expect(storedHtmlOf(documentOf(title, inlineSchema), true)).toBe(title);
  });

  it("opens HTML it cannot hold as HTML rather than lose part of it", () => {
    for (const html of [
      "<table><tr><td>Price</td></tr></table>",
      "<h4>Small heading</h4>",
      '<p class="text-lg">Large</p>',
      "<p>Line</p><hr>",
      '<ol start="3"><li>Three</li></ol>',
      "<dl><dt>Term</dt><dd>Meaning</dd></dl>",
    ]) {
      expect(opensWithoutLoss(html, blockSchema, false), html).toBe(false);
    }
    for (const html of [
      "",
      "<p>Plain</p>",
      "<p>A <b>bold</b> word</p>\n<ul>\n  <li>One</li>\n</ul>",
      '<p><a href="/contact">Contact</a></p>',
    ]) {
      expect(opensWithoutLoss(html, blockSchema, false), html).toBe(true);
    }
  });

  it("cannot take in what the sanitiser removes: scripts, handlers, styles, foreign images, javascript: links", () => {
    const hostile =
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p><img src="https://evil.example/x.gif"><iframe src="https://evil.example"></iframe>';
    const saved = storedHtmlOf(documentOf(hostile, blockSchema), false);
    expect(saved).toBe("<p>Hi there</p>");
  });
});
