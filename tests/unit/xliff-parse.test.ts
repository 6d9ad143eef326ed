/**
 * Reading an uploaded XLIFF file safely (docs/decisions/016-xliff.md): a DOCTYPE or entity
 * declaration refused before anything in it is used, malformed XML refused with its place, the
 * work bounded (size, elements, depth, time), and only UTF-8 or UTF-16 text.
 */
import { describe, expect, it } from "vitest";
import { XML_LIMITS, decodeXml, parseXml } from "../../server/i18n/xliff/parse";

const refusal = async (work: () => unknown) => {
  try {
    await work();
  } catch (err) {
    return { code: (err as { code?: string }).code, message: (err as Error).message };
  }
  return null;
};

describe("reading an XLIFF file", () => {
  it("refuses a DOCTYPE, and an entity declaration, before any entity is used", async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]><xliff>&secret;</xliff>`;
    expect(await refusal(() => parseXml(xxe))).toEqual({ code: "invalid_input", message: expect.stringMatching(/declares entities/) });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect((await refusal(() => parseXml(laughs)))?.message).toMatch(/declares entities/);
    expect((await refusal(() => parseXml(`<!DOCTYPE xliff SYSTEM "http://example.com/x.dtd"><xliff/>`)))?.message).toMatch(/has a DOCTYPE/);
    // An entity that is not declared is not XML at all.
    expect((await refusal(() => parseXml(`<xliff>&nope;</xliff>`)))?.message).toMatch(/not well-formed XML \(line 1, column \d+\)/);
  });

  it("refuses malformed XML with its place, in its own words", async () => {
    const result = await refusal(() => parseXml(`<xliff>\n  <file>\n</xliff>`));
    expect(result).toEqual({
      code: "invalid_input",
      message: expect.stringMatching(/^The file is not well-formed XML \(line 3, column \d+\)/),
    });
    expect((await refusal(() => parseXml("")))?.message).toMatch(/empty/);
    expect((await refusal(() => parseXml("<a><b:c/></a>")))?.message).toMatch(/not well-formed/);
  });

  it("bounds the work: elements, depth and time", async () => {
    const many = `<a>${"<b/>".repeat(50)}</a>`;
    expect(await refusal(() => parseXml(many, { ...XML_LIMITS, maxElements: 20 }))).toEqual({
      code: "too_large",
      message: expect.stringMatching(/more than 20 XML elements/),
    });
    const deep = `${"<a>".repeat(120)}${"</a>".repeat(120)}`;
    expect((await refusal(() => parseXml(deep)))?.message).toMatch(/more than 100 levels deep/);
    const big = `<a>${"<b>text</b>".repeat(20_000)}</a>`;
    expect(await refusal(() => parseXml(big, { ...XML_LIMITS, maxMillis: -1 }))).toEqual({
      code: "too_large",
      message: expect.stringMatching(/took too long/),
    });
  });

  it("reads UTF-8 with or without its mark and UTF-16 with one; refuses anything else", async () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?><x>日本語</x>';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, "utf16le")]);
    expect((await parseXml(decodeXml(utf16))).children).toEqual(["日本語"]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<x>é</x>")]);
    expect((await parseXml(decodeXml(bom))).children).toEqual(["é"]);
    expect((await refusal(() => decodeXml(Buffer.from([0x3c, 0x78, 0x3e, 0xe9, 0x3c, 0x2f, 0x78, 0x3e]))))?.message).toMatch(/not UTF-8/);
    expect((await refusal(() => decodeXml(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><x/>'))))?.message).toMatch(
      /encoded in iso-8859-1/,
    );
    expect((await refusal(() => decodeXml(Buffer.alloc(XML_LIMITS.maxBytes + 1, 0x20))))?.code).toBe("too_large");
  });

  it("keeps namespaces, the xml: attributes and CDATA text", async () => {
    const root = await parseXml(
      `<xliff xmlns="urn:x" xmlns:sdl="urn:s" xml:space="preserve" sdl:v="1" a="b"><t><![CDATA[<b>]]>&amp;</t></xliff>`,
    );
    expect(root).toMatchObject({ name: "xliff", uri: "urn:x", attrs: { "xml:space": "preserve", "{urn:s}v": "1", a: "b" } });
    expect(root.children[0]).toMatchObject({ name: "t", children: ["<b>&"] });
  });
});
