/**
 * The files and requests the XLIFF import refuses (tests/api/xliff.test.ts): each with the status
 * and the message it must get. `valid` is a good file of the home page (one target filled).
 */
import { gzipSync } from "node:zlib";
import { XLIFF_MAX_BYTES } from "../../app/lib/limits";

interface Context {
  home: number;
  valid: string;
  /** A file on the server's disk an XXE would read. */
  secret: string;
}

export interface AttackFile {
  name: string;
  body: string | Buffer | ((context: Context) => string | Buffer);
  status: number;
  message: RegExp;
  headers?: Record<string, string>;
  setup?: "anonymous";
}

const withoutDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>\s*/, "");
/** The valid file with a unit of its home page re-numbered or added. */
const addUnit = (valid: string, unit: string) => valid.replace("</file>", `${unit}\n  </file>`);

export function attackFiles(): AttackFile[] {
  return [
    {
      name: "a file for another language",
      body: ({ valid }) => valid.replace('trgLang="ja"', 'trgLang="ko"'),
      status: 400,
      message: /^The file is a translation into Korean \(ko\), not into Japanese \(ja\): import it under its own language$/,
    },
    {
      name: "a file that translates from another language",
      body: ({ valid }) => valid.replace('srcLang="en"', 'srcLang="fr"'),
      status: 400,
      message: /translates from fr, not from English/,
    },
    {
      name: "malformed XML (a file cut short)",
      body: ({ valid }) => valid.slice(0, Math.floor(valid.length / 2)),
      status: 400,
      message: /^The file is not well-formed XML \(line \d+, column \d+\)/,
    },
    {
      name: "XXE: a DOCTYPE declaring an external entity that reads a file of the server",
      body: ({ valid, secret }) =>
        `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE xliff [<!ENTITY secret SYSTEM "file://${secret}">]>\n${withoutDeclaration(valid).replace("拒否されるはず", "&secret;")}`,
      status: 400,
      message: /^The file declares entities \(<!ENTITY> in a DOCTYPE\): refused/,
    },
    {
      name: "billion laughs: nested entities that expand without end",
      body: ({ valid }) => {
        const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
        return `<?xml version="1.0"?>\n<!DOCTYPE xliff [<!ENTITY lol0 "lol">${levels}]>\n${withoutDeclaration(valid).replace("拒否されるはず", "&lol9;")}`;
      },
      status: 400,
      message: /^The file declares entities/,
    },
    {
      name: "a DOCTYPE without entities",
      body: ({ valid }) => `<!DOCTYPE xliff SYSTEM "xliff.dtd">\n${withoutDeclaration(valid)}`,
      status: 400,
      message: /^The file has a DOCTYPE: refused/,
    },
    {
      name: "units of a page the site does not have",
      body: ({ valid, home }) => valid.replaceAll(`"p${home}.`, '"p999999.'),
      status: 400,
      message: /^The file has units of page 999999, which is not one of this site's English pages .* Nothing was imported\.$/,
    },
    {
      name: "a good page, then a page the site does not have: the good one is not written either",
      body: ({ valid }) =>
        addUnit(valid, '<unit id="p999999.title"><segment><source>Gone</source><target>消えた</target></segment></unit>'),
      status: 400,
      message: /page 999999/,
    },
    {
      name: "a unit the English page does not have",
      body: ({ valid, home }) =>
        addUnit(valid, `<unit id="p${home}.s.no_such_field"><segment><source>x</source><target>x</target></segment></unit>`),
      status: 400,
      message: /^The file has a unit "p\d+\.s\.no_such_field" that the English page "Home" does not have/,
    },
    {
      name: "a unit id this site never makes",
      body: ({ valid }) =>
        addUnit(valid, '<unit id="aee647b1-0f14-4091-aada-813488be9fb7"><segment><source>x</source><target>x</target></segment></unit>'),
      status: 400,
      message: /^The file has a unit "aee647b1-0f14-4091-aada-813488be9fb7" that is not one of this site's/,
    },
    {
      name: "the same unit twice",
      body: ({ valid, home }) =>
        addUnit(valid, `<unit id="p${home}.title"><segment><source>Home</source><target>ホーム</target></segment></unit>`),
      status: 400,
      message: /^The file has the unit "p\d+\.title" more than once/,
    },
    { name: "not XLIFF", body: "<html><body>Hello</body></html>", status: 400, message: /^The file is not XLIFF/ },
    {
      name: "no units",
      body: '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja"><file id="f"/></xliff>',
      status: 400,
      message: /^The file has no units to translate$/,
    },
    {
      name: "no target language",
      body: ({ valid }) => valid.replace(' trgLang="ja"', ""),
      status: 400,
      message: /does not say which language it translates into/,
    },
    {
      name: "a file over the size limit",
      body: () => Buffer.concat([Buffer.from("<xliff>"), Buffer.alloc(XLIFF_MAX_BYTES, 0x20), Buffer.from("</xliff>")]),
      status: 413,
      message: /^The file is larger than 10 MB, the most an import reads/,
    },
    { name: "not UTF-8", body: Buffer.from([0x3c, 0x78, 0x3e, 0xe9, 0x3c, 0x2f, 0x78, 0x3e]), status: 400, message: /not UTF-8/ },
    { name: "an empty request", body: "", status: 400, message: /^The request has no file/ },
    {
      name: "a compressed body (it could expand far past the limit)",
      body: ({ valid }) => gzipSync(valid),
      headers: { "Content-Encoding": "gzip" },
      status: 400,
      message: /uncompressed/,
    },
    {
      name: "sent as text/plain, as a form elsewhere could",
      body: ({ valid }) => valid,
      headers: { "Content-Type": "text/plain" },
      status: 403,
      message: /^Content-Type must be application\/xliff\+xml/,
    },
    {
      name: "sent as JSON",
      body: '{"xliff":1}',
      headers: { "Content-Type": "application/json" },
      status: 403,
      message: /^Content-Type must be application\/xliff\+xml/,
    },
    {
      name: "sent from another site",
      body: ({ valid }) => valid,
      headers: { Origin: "https://evil.example" },
      status: 403,
      message: /^Cross-site request refused/,
    },
    { name: "not signed in", body: ({ valid }) => valid, setup: "anonymous", status: 401, message: /^Not signed in$/ },
  ];
}
