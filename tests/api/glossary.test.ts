/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * A glossary per language (docs/product.md, "Glossary"): replaced whole and read back, each
 * refusal naming the row with nothing written, who may read and change it, the activity record,
 * the XLIFF download carrying the terms in XLIFF 2.0's Glossary module (checked against the OASIS
 * schemas) and still imported, and the TBX download (checked against TBX's core RELAX NG schema).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

const fixtures = path.join(import.meta.dirname, "../fixtures");
const XLIFF_SCHEMA = path.join(fixtures, "xliff/schemas/xliff_with_modules.xsd");
const TBX_SCHEMA = path.join(fixtures, "tbx/TBXcoreStructV03.rng");

const TERMS = [
  { source: "Xact Guarantee", target: "", note: "Our promise's name", doNotTranslate: true },
  { source: "certified translation", target: "認定翻訳", note: "For courts & <USCIS>", doNotTranslate: false },
];

/** xmllint's verdict on `xml` (false when the machine has no xmllint, as the XLIFF test allows outside CI). */
function xmllint(xml: string, dir: string, args: string[]): boolean {
  if (spawnSync("xmllint", ["--version"]).status !== 0) {
    if (process.env.CI === "true") throw new Error("xmllint is missing: install Debian's libxml2-utils");
    return false;
  }
  const file = path.join(dir, `file-${Date.now()}-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync("xmllint", ["--noout", "--nonet", ...args, file], { encoding: "utf8", timeout: 30_000 });
  expect(run.stderr).toContain(`${file} validates`);
  expect(run.status).toBe(0);
  return true;
}

describe.each(engines)("glossary (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  const temp = mkdtempSync(path.join(tmpdir(), "gts-glossary-"));
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.dispose();
    rmSync(temp, { recursive: true, force: true });
  });

  it("starts empty, keeps the list as sent (trimmed, in order), and replaces it whole", async () => {
    expect((await api.get("/api/cms/glossary/ko")).body).toEqual({ locale: "ko", terms: [] });
    const sent = [
      { source: "  certified   translation ", target: " 공인 번역 ", note: "", doNotTranslate: false },
      { source: "Xact Guarantee", doNotTranslate: true, target: "x" },
    ];
    const res = await api.put("/api/cms/glossary/ko", { terms: sent });
    expect(res.status, res.text).toBe(200);
    expect(res.body.terms).toEqual([
      { source: "certified   translation", target: "공인 번역", note: "", doNotTranslate: false },
      { source: "Xact Guarantee", target: "", note: "", doNotTranslate: true },
    ]);
    expect((await api.get("/api/cms/glossary/ko")).body.terms).toEqual(res.body.terms);
    expect((await api.put("/api/cms/glossary/ko", { terms: [TERMS[1]] })).body.terms).toEqual([TERMS[1]]);
    expect((await api.put("/api/cms/glossary/ko", { terms: [] })).body.terms).toEqual([]);
  });

  it("refuses a list with a bad row, naming the row, and writes nothing", async () => {
    expect((await api.put("/api/cms/glossary/ja", { terms: TERMS })).status).toBe(200);
    const refusals: Array<[unknown, RegExp]> = [
      [
        { terms: [...TERMS, { source: "Certified  Translation", target: "別", note: "", doNotTranslate: false }] },
        /^Row 3 \(“Certified {2}Translation”\): the English term is already in row 2$/,
      ],
      [{ terms: [{ source: "   ", target: "x" }] }, /^Row 1: The English term is empty$/],
      [{ terms: [TERMS[0], { source: "apostille", target: "" }] }, /^Row 2 \(“apostille”\): The translation is empty/],
      [{ terms: [{ source: "a".repeat(201), target: "x" }] }, /^Row 1 .*at most 200 characters$/],
      [
        { terms: [{ source: "notarized", target: "x", note: "n".repeat(501) }] },
        /^Row 1 \(“notarized”\): The note must be at most 500 characters$/,
      ],
      [
        { terms: [{ source: "notarized", target: "x", doNotTranslate: "yes" }] },
        /^Row 1 \(“notarized”\): Do not translate must be true or false$/,
      ],
      [{ terms: [null] }, /^Row 1: Each term must be an object/],
      [{ terms: Array.from({ length: 2001 }, (_, i) => ({ source: `term ${i}`, target: "x" })) }, /at most 2000 terms/],
      [[TERMS[0]], /terms/],
    ];
    for (const [body, message] of refusals) {
      const res = await api.put("/api/cms/glossary/ja", body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.message).toMatch(message);
    }
    expect((await api.get("/api/cms/glossary/ja")).body.terms).toEqual(TERMS);
  });

  it("answers 404 for a language that is not a translation language", async () => {
    for (const locale of ["en", "fr", "xx"]) {
      expect((await api.get(`/api/cms/glossary/${locale}`)).status).toBe(404);
      expect((await api.put(`/api/cms/glossary/${locale}`, { terms: [] })).status).toBe(404);
      expect((await api.get(`/api/cms/glossary/${locale}/tbx`)).status).toBe(404);
    }
  });

  it("lets translators change their languages' glossaries only, editors every one, and records each change", async () => {
    const ja = await newPerson(server, api, "translator", { languages: ["ja"] });
    const editor = await newPerson(server, api, "editor");
    const mine = await ja.api.put("/api/cms/glossary/ja", { terms: TERMS });
    expect(mine.status, mine.text).toBe(200);
    const other = await ja.api.put("/api/cms/glossary/ko", { terms: TERMS });
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/You translate Japanese, not Korean/);
    expect((await api.get("/api/cms/glossary/ko")).body.terms).toEqual([]);
    // Reading is for everyone who sees the pages.
    expect((await ja.api.get("/api/cms/glossary/ko")).status).toBe(200);
    expect((await ja.api.get("/api/cms/glossary/ja/tbx")).status).toBe(200);
    expect((await editor.api.put("/api/cms/glossary/ko", { terms: [TERMS[0]] })).status).toBe(200);
    expect((await server.client().get("/api/cms/glossary/ja")).status).toBe(401);

    const entries = (await api.get("/api/cms/activity?kind=glossary-changed")).body.items as any[];
    expect(entries.find((e) => e.person === ja.username)).toMatchObject({
      target: { type: "site", label: "Glossary: Japanese" },
      detail: { locale: "ja", terms: 2 },
    });
    expect(entries.find((e) => e.person === editor.username)).toMatchObject({ detail: { locale: "ko", terms: 1 } });
  });

  it("puts the terms in the XLIFF units whose English holds them (Glossary module, valid), and imports the file back", async () => {
    expect((await api.put("/api/cms/glossary/ja", { terms: TERMS })).status).toBe(200);
    const text = (key: string, words: string, sortOrder: number) => ({
      sectionKey: key,
      sectionType: "text",
      content: { text: words },
      sortOrder,
    });
    const page = await api.post("/api/cms/pages", {
      title: "Court papers",
      slug: "court-papers",
      status: "published",
      sections: [text("intro", "A Certified Translation, with the Xact Guarantee.", 0), text("outro", "Nothing else here.", 1)],
    });
    expect(page.status, page.text).toBe(201);
    const res = await api.get(`/api/cms/translations/ja/xliff?pages=${page.body.id}`);
    expect(res.status, res.text).toBe(200);
    const xml = res.text;
    expect(xml).toContain('xmlns:gls="urn:oasis:names:tc:xliff:glossary:2.0"');
    const unit = (key: string) => new RegExp(`<unit id="p${page.body.id}\\.s\\.${key}"[\\s\\S]*?</unit>`).exec(xml)?.[0] ?? "";
    expect(unit("intro")).toContain(
      "<gls:glossary>" +
        '<gls:glossEntry><gls:term source="glossary">Xact Guarantee</gls:term><gls:translation>Xact Guarantee</gls:translation><gls:definition source="glossary">Do not translate: keep it as it is. Our promise\'s name</gls:definition></gls:glossEntry>' +
        '<gls:glossEntry><gls:term source="glossary">certified translation</gls:term><gls:translation>認定翻訳</gls:translation><gls:definition source="glossary">For courts &amp; &lt;USCIS&gt;</gls:definition></gls:glossEntry>' +
        "</gls:glossary>",
    );
    expect(unit("outro")).not.toContain("gls:");
    expect(unit("title")).not.toContain("gls:");
    xmllint(xml, temp, ["--schema", XLIFF_SCHEMA]);

    // A CAT tool's file with the glossary still in it: the glossary is left aside, the words imported.
    const filled = xml.replace(
      /(<unit id="p\d+\.s\.intro"[\s\S]*?<source>[\s\S]*?<\/source>)/,
      (m) => `${m}<target>Xact Guarantee 付きの認定翻訳。</target>`,
    );
    const imported = await fetch(`${server.url}/api/cms/translations/ja/xliff`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: api.cookieHeader, "Content-Type": "application/xliff+xml" },
      body: filled,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(((await imported.json()) as any).created).toBe(1);
  });

  it("downloads the glossary as TBX-Basic, escaped, valid against TBX's core schema", async () => {
    expect((await api.put("/api/cms/glossary/ja", { terms: TERMS })).status).toBe(200);
    const res = await fetch(`${server.url}/api/cms/glossary/ja/tbx`, { headers: { Cookie: api.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-tbx+xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="glossary-en-ja-\d{4}-\d{2}-\d{2}\.tbx"$/);
    const tbx = await res.text();
    expect(tbx).toContain('<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">');
    expect(tbx).toContain("<note>For courts &amp; &lt;USCIS&gt;</note>");
    expect(tbx).toMatch(
      /<conceptEntry id="c2">[\s\S]*<langSec xml:lang="en">\s*<termSec><term>certified translation<\/term><\/termSec>\s*<\/langSec>\s*<langSec xml:lang="ja">\s*<termSec><term>認定翻訳<\/term><\/termSec>/,
    );
    // Kept as it is: the English as the Japanese term, TBX-Basic's preferred status, and a note saying so.
    expect(tbx).toContain(
      '<langSec xml:lang="ja">\n          <termSec><term>Xact Guarantee</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote><note>Do not translate: keep the English term as it is.</note></termSec>',
    );
    // TBX-Basic's rules the file relies on (its Schematron needs XSLT 2): administrativeStatus in a termSec, with one of its values.
    for (const m of tbx.matchAll(/<termNote type="([^"]+)">([^<]*)<\/termNote>/g)) {
      expect(m[1]).toBe("administrativeStatus");
      expect(["admittedTerm-admn-sts", "deprecatedTerm-admn-sts", "supersededTerm-admn-sts", "preferredTerm-admn-sts"]).toContain(m[2]);
    }
    xmllint(tbx, temp, ["--relaxng", TBX_SCHEMA]);
    // An empty glossary is a valid file too.
    expect((await api.put("/api/cms/glossary/fil", { terms: [] })).status).toBe(200);
    xmllint((await api.get("/api/cms/glossary/fil/tbx")).text, temp, ["--relaxng", TBX_SCHEMA]);
  });
});
