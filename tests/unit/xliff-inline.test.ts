/**
 * XLIFF inline codes (docs/product.md, "XLIFF for translators"): English HTML as numbered codes,
 * a translation's codes checked against them and the HTML written again from the English elements
 * only; the tokens XLIFF 2.0 and 1.2 files give for the same content.
 */
import { describe, expect, it } from "vitest";
import { type Token, alignTranslation, contentFromTokens, htmlOf, richTextOf, segmentsOf, tokensOf } from "../../server/i18n/xliff/inline";
import { parseXml } from "../../server/i18n/xliff/parse";
import { languageMatches, readXliff } from "../../server/i18n/xliff/read";
import { decodeKey, encodeKey, parseUnitId } from "../../server/i18n/xliff/unit-ids";
import { sanitizeHtmlContent } from "../../server/security/sanitize";

const text = (value: string): Token => ({ t: "text", text: value });
const open = (id: string): Token => ({ t: "open", id });
const close = (id: string): Token => ({ t: "close", id });
const ph = (id: string): Token => ({ t: "ph", id });

const MAIN_FOCUS =
  "<p>Every translation is done by a qualified human translator and checked before delivery. We keep your documents <strong>confidential</strong>.</p><p>Tell us what you need.</p>";

describe("XLIFF inline codes", () => {
  it("numbers each element of the English: paired codes for elements with content, placeholders for empty ones and pictures", () => {
    const rich = richTextOf(
      '<p>Call <a href="/contact" title="Contact page">us</a><br />now.</p><picture><source srcset="/media/0123456789abcdef0123-800.webp 800w" type="image/webp" /><img src="/media/0123456789abcdef0123-800.jpg" alt="Our office" /></picture>',
    );
    expect([...rich.codes.values()].map((c) => [c.id, c.kind, c.element.tag, c.parent])).toEqual([
      ["1", "pc", "p", null],
      ["2", "pc", "a", "1"],
      ["3", "ph", "br", "1"],
      ["4", "ph", "picture", null],
    ]);
    expect(tokensOf(rich.content)).toEqual([
      open("1"),
      text("Call "),
      open("2"),
      text("us"),
      close("2"),
      ph("3"),
      text("now."),
      close("1"),
      ph("4"),
    ]);
    // Words in attributes are units of their own.
    expect(rich.words.map((w) => [w.n, w.code, w.path, w.name, w.value])).toEqual([
      [1, "2", [], "title", "Contact page"],
      [2, "4", [1], "alt", "Our office"],
    ]);
  });

  it("writes the translation's words into the English tags, codes moved as the sentence needs", () => {
    const rich = richTextOf('<p>We keep your documents <strong>confidential</strong>, <a href="/contact">ask us</a>.</p>');
    const built = contentFromTokens(
      [
        open("1"),
        open("3"),
        text("お問い合わせ"),
        close("3"),
        text("ください。書類は"),
        open("2"),
        text("秘密"),
        close("2"),
        text("に保ちます。"),
        close("1"),
      ],
      rich.codes,
    );
    expect(built.ok).toBe(true);
    const html = htmlOf(rich, built.ok ? built.content : []);
    expect(html).toBe('<p><a href="/contact">お問い合わせ</a>ください。書類は<strong>秘密</strong>に保ちます。</p>');
    expect(sanitizeHtmlContent(html)).toBe(html);
  });

  it("comes back as the English when the target is the source, through the sanitiser", () => {
    for (const html of [
      MAIN_FOCUS,
      'Professional Human Translation, <span class="highlight">Rooted in Guam</span>',
      '<ul><li>One &amp; two</li><li>Three &lt;four&gt;</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
      '<figure><picture><img src="/media/0123456789abcdef0123-800.jpg" alt="A &quot;quoted&quot; office" width="800" height="600" loading="lazy" decoding="async" /></picture><figcaption>Our office</figcaption></figure>',
    ]) {
      const clean = sanitizeHtmlContent(html);
      const rich = richTextOf(clean);
      const built = contentFromTokens(tokensOf(rich.content), rich.codes);
      expect(built.ok).toBe(true);
      expect(sanitizeHtmlContent(htmlOf(rich, built.ok ? built.content : []))).toBe(clean);
    }
  });

  it("replaces the words of attributes, escaped, and only those", () => {
    const rich = richTextOf('<p><img src="/media/0123456789abcdef0123-800.jpg" alt="Our office" /> <abbr title="Guam">GU</abbr></p>');
    const html = htmlOf(
      rich,
      rich.content,
      new Map([
        [1, 'オフィス "本社"'],
        [2, "グアム"],
      ]),
    );
    expect(html).toBe(
      '<p><img src="/media/0123456789abcdef0123-800.jpg" alt="オフィス &quot;本社&quot;" /> <abbr title="グアム">GU</abbr></p>',
    );
  });

  it("refuses a translation whose tags do not match the English, saying which", () => {
    const rich = richTextOf("<p>Keep it <strong>safe</strong> and <em>quick</em>.<br /></p>");
    const reason = (tokens: Token[]) => {
      const built = contentFromTokens(tokens, rich.codes);
      return built.ok ? "ok" : built.reason;
    };
    expect(reason([open("1"), text("x"), open("2"), text("y"), close("2"), ph("4"), close("1")])).toMatch(/lacks the tag \{3\} <em>/);
    expect(reason([open("1"), open("2"), close("2"), open("3"), close("3"), ph("4"), ph("9"), close("1")])).toMatch(
      /tag \{9\} that the English does not have/,
    );
    expect(reason([open("1"), open("2"), close("2"), open("3"), close("3"), ph("4"), ph("4"), close("1")])).toMatch(
      /\{4\} <br> more than once/,
    );
    expect(reason([open("2"), close("2"), open("1"), open("3"), close("3"), ph("4"), close("1")])).toMatch(/puts|moves/);
    const nested = richTextOf("<p><strong><em>x</em></strong></p>");
    const overlapping = contentFromTokens([open("1"), open("2"), open("3"), close("2"), close("3"), close("1")], nested.codes);
    expect(overlapping.ok ? "ok" : overlapping.reason).toMatch(/\{3\} <em> and \{2\} <strong> overlap/);
    expect(reason([open("1"), open("2"), close("2"), open("3"), close("3"), ph("4")])).toMatch(/does not close the tag \{1\} <p>/);
    expect(reason([open("1"), ph("2"), open("3"), close("3"), ph("4"), close("1")])).toMatch(/changes the kind/);
    expect(reason([open("1"), close("7")])).toMatch(/closes a tag \{7\} that is not open/);
    expect(reason([open("1"), open("3"), close("3"), text("順番"), open("2"), close("2"), ph("4"), close("1")])).toBe("ok");
  });

  it("matches a translation's HTML to the English codes for the download's targets, or gives up", () => {
    const rich = richTextOf(MAIN_FOCUS);
    const aligned = alignTranslation(rich, "<p>翻訳はすべて<strong>秘密</strong>です。</p><p>ご連絡ください。</p>");
    expect(aligned && tokensOf(aligned.content)).toEqual([
      open("1"),
      text("翻訳はすべて"),
      open("2"),
      text("秘密"),
      close("2"),
      text("です。"),
      close("1"),
      open("3"),
      text("ご連絡ください。"),
      close("3"),
    ]);
    expect(alignTranslation(rich, "<p>翻訳はすべて秘密です。</p><p>ご連絡ください。</p>")).toBeNull();
    expect(alignTranslation(rich, "<p>a<em>b</em></p><p>c</p>")).toBeNull();
  });

  it("cuts block content into one segment per block, the white space between them ignorable", () => {
    const blocks = richTextOf("<p>One.</p>\n<h2>Two</h2>\n<ul><li>Three</li></ul>");
    expect(segmentsOf(blocks, blocks.content).map((s) => s.ignorable)).toEqual([false, true, false, true, false]);
    const inline = richTextOf('Professional, <span class="highlight">Rooted</span>');
    expect(segmentsOf(inline, inline.content)).toHaveLength(1);
    const one = richTextOf("<p>Only one.</p>");
    expect(segmentsOf(one, one.content)).toHaveLength(1);
  });
});

describe("XLIFF unit ids", () => {
  it("names the page and the place, and a section key of any characters survives the trip", () => {
    for (const key of ["hero_title", "my key", "お知らせ", "a.b:c", "-x-"]) {
      const encoded = encodeKey(key);
      expect(encoded).toMatch(/^[A-Za-z0-9_:-]+$/);
      expect(decodeKey(encoded)).toBe(key);
      expect(parseUnitId(`p12.s.${encoded}`)).toEqual({ pageId: 12, key, sub: "" });
    }
    expect(parseUnitId("p3.s.service_cards.2.link.label")).toEqual({ pageId: 3, key: "service_cards", sub: "2.link.label" });
    expect(parseUnitId("p3.title")).toEqual({ pageId: 3, key: "@title", sub: "" });
    expect(parseUnitId("p3.description")).toEqual({ pageId: 3, key: "@description", sub: "" });
    for (const bad of ["p0.title", "12.s.x", "p3.s.", "p3.s.a b", "p3.name", "aee647b1-0f14-4091-aada-813488be9fb7", "p3.s.:ZZ"])
      expect(parseUnitId(bad), bad).toBeNull();
  });

  it("matches the file's language tag with or without a region, Chinese by script", () => {
    expect(languageMatches("ja", "ja")).toBe(true);
    expect(languageMatches("ja-JP", "ja")).toBe(true);
    expect(languageMatches("JA_jp", "ja")).toBe(true);
    expect(languageMatches("zh-Hant-TW", "zh-Hant")).toBe(true);
    expect(languageMatches("zh-TW", "zh-Hant")).toBe(true);
    expect(languageMatches("zh-CN", "zh-Hant")).toBe(false);
    expect(languageMatches("zh-CN", "zh-Hans")).toBe(true);
    expect(languageMatches("jav", "ja")).toBe(false);
    expect(languageMatches("ko", "ja")).toBe(false);
    expect(languageMatches("en-US", "en")).toBe(true);
  });
});

describe("XLIFF files of either version give the same tokens", () => {
  const read = async (xml: string) => readXliff(await parseXml(xml));

  it("reads XLIFF 2.0: pc, ph, sc/ec, cp, mrk, ignorables, and targets put back in their order", async () => {
    const doc = await read(`<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja">
 <file id="f"><group id="g"><unit id="p1.s.a">
  <segment><source><pc id="1">One <ph id="2"/></pc></source><target order="3"><pc id="1">一<ph id="2"/></pc></target></segment>
  <ignorable><source> </source></ignorable>
  <segment><source><sc id="3"/>Two<ec startRef="3"/></source><target order="1"><sc id="3"/><mrk id="m1" type="term">二</mrk><cp hex="00E9"/><ec startRef="3"/></target></segment>
 </unit><unit id="p1.s.skip" translate="no"><segment><source>x</source></segment></unit></group></file>
</xliff>`);
    expect(doc.version).toBe("2.0");
    expect(doc.targetLanguages).toEqual(["ja"]);
    expect(doc.units.map((u) => u.id)).toEqual(["p1.s.a"]);
    expect(doc.units[0]!.source).toEqual([open("1"), text("One "), ph("2"), close("1"), text(" "), open("3"), text("Two"), close("3")]);
    expect(doc.units[0]!.target).toEqual([
      open("3"),
      text("二"),
      text("é"),
      close("3"),
      text(" "),
      open("1"),
      text("一"),
      ph("2"),
      close("1"),
    ]);
  });

  it("says which segments of a 2.0 unit have no target", async () => {
    const doc =
      await read(`<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja"><file id="f"><unit id="u">
      <segment><source>A.</source><target>あ。</target></segment><segment><source>B.</source></segment><segment><source>C.</source><target/></segment></unit>
      <unit id="v"><segment><source>D.</source></segment></unit></file></xliff>`);
    expect(doc.units[0]!.untranslated).toEqual([2, 3]);
    expect(doc.units[1]!.target).toBeNull();
  });

  it("reads XLIFF 1.2 as Trados and memoQ write it: seg-source and mrk segments, g, x, bx/ex, bpt/ept, ph, it", async () => {
    const doc = await read(`<?xml version="1.0" encoding="utf-8"?>
<xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0">
<file original="x.xlf" datatype="x-sdlfilterframework2" source-language="en-US" target-language="ja-JP"><body>
<trans-unit translate="no" id="69be7286-1d8d-40bb-a731-aaa8c5cc8518"><source><x id="0"/></source></trans-unit>
<trans-unit id="p1.s.a"><source><g id="1">One. Two <x id="2"/></g></source><seg-source><g id="1"><mrk mtype="seg" mid="1">One.</mrk> <mrk mtype="seg" mid="2">Two <x id="2"/></mrk></g></seg-source>
<target><g id="1"><mrk mtype="seg" mid="1">一。</mrk><mrk mtype="seg" mid="2">二<x id="2"/></mrk></g></target><sdl:seg-defs><sdl:seg id="1" conf="Translated"/></sdl:seg-defs></trans-unit>
<trans-unit id="p1.s.b"><source><bx id="1"/>A<ex id="2" rid="1"/><bpt id="3">&lt;b&gt;</bpt>B<ept id="3">&lt;/b&gt;</ept><ph id="4">&lt;br/&gt;</ph><it id="5" pos="open">&lt;i&gt;</it></source>
<target><bpt id="3">&lt;b&gt;</bpt>ビ<ept id="3">&lt;/b&gt;</ept><bx id="1"/>エー<ex id="2" rid="1"/><ph id="4"><sub>x</sub></ph><it id="5" pos="open"/></target><alt-trans><target>ignored</target></alt-trans></trans-unit>
<trans-unit id="p1.s.c"><source>X</source><seg-source><mrk mtype="seg" mid="7">X.</mrk> <mrk mtype="seg" mid="8">Y.</mrk></seg-source><target><mrk mtype="seg" mid="7">エックス。</mrk> <mrk mtype="seg" mid="8"/></target></trans-unit>
</body></file></xliff>`);
    expect(doc.version).toBe("1.2");
    expect(doc.sourceLanguages).toEqual(["en-US"]);
    expect(doc.targetLanguages).toEqual(["ja-JP"]);
    expect(doc.units.map((u) => u.id)).toEqual(["p1.s.a", "p1.s.b", "p1.s.c"]);
    expect(doc.units[0]!.source).toEqual([open("1"), text("One."), text(" "), text("Two "), ph("2"), close("1")]);
    expect(doc.units[0]!.target).toEqual([open("1"), text("一。"), text("二"), ph("2"), close("1")]);
    expect(doc.units[1]!.target).toEqual([open("3"), text("ビ"), close("3"), open("1"), text("エー"), close("1"), ph("4"), open("5")]);
    expect(doc.units[2]!.untranslated).toEqual([2]);
  });

  it("refuses what is not XLIFF", async () => {
    await expect(read(`<html><body/></html>`)).rejects.toThrow(/not XLIFF/);
    await expect(read(`<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="3.0"/>`)).rejects.toThrow(/version 3.0/);
  });
});
