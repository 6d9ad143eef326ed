/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * XLIFF for translators (docs/product.md): the download of the pages to translate (XLIFF 2.0,
 * checked against the OASIS core schema), a round trip through a translator's targets to the
 * public page, inline codes kept and checked, the English changed after the download, a file as
 * Trados writes it, and every file the import refuses, with nothing written.
 */
import { spawnSync } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, engines, startServer } from "./harness";
import { attackFiles } from "./xliff-files";
import { newPerson } from "./people-helpers";
import { XLIFF_IMPORTS_AT_ONCE } from "../../app/lib/limits";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/xliff");
const HOME_JA = JSON.parse(readFileSync(path.join(fixtures, "home.ja.json"), "utf8")) as Record<string, string[]>;
// The core schema with the modules the download uses (the Glossary module): schemas/README.md.
const SCHEMA = path.join(fixtures, "schemas/xliff_with_modules.xsd");
const XML = "application/xliff+xml";

const anonymous = (server: TestServer, p: string) =>
  fetch(server.url + p, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });
/** The tags of HTML in order: what a translation must keep. */
const tagsOf = (html: string) => [...html.matchAll(/<[^>]+>/g)].map((m) => m[0]);

/** One unit of a file, as text. */
const unitOf = (xml: string, id: string) => new RegExp(`<unit id="${id.replace(/\./g, "\\.")}"[\\s\\S]*?</unit>`).exec(xml)?.[0] ?? "";

/** Puts `targets` (by unit id: one per segment) into a downloaded file, as a CAT tool saves it. */
function fillTargets(xml: string, targets: Record<string, Array<string | undefined>>): string {
  let out = xml;
  for (const [id, segments] of Object.entries(targets)) {
    const unit = unitOf(out, id);
    if (!unit) throw new Error(`no unit ${id} in the file`);
    let index = 0;
    const filled = unit.replace(
      /(<segment[^>]*><source>[\s\S]*?<\/source>)(<target>[\s\S]*?<\/target>)?(<\/segment>)/g,
      (_m, source: string, _t, end: string) => {
        const target = segments[index++];
        return target === undefined ? `${source}${end}` : `${source}<target>${target}</target>${end}`;
      },
    );
    if (index !== segments.length) throw new Error(`unit ${id} has ${index} segments, the fixture ${segments.length}`);
    out = out.replace(unit, () => filled);
  }
  return out;
}

/** xmllint, when the machine has it (scripts/test.mjs installs it); a CI run without it fails. */
function xmllint(): boolean {
  const found = spawnSync("xmllint", ["--version"]).status === 0;
  if (!found && process.env.CI === "true") throw new Error("xmllint is missing: install Debian's libxml2-utils (scripts/test.mjs does)");
  return found;
}

/** Checks a downloaded file against the OASIS XLIFF 2.0 core schema, offline (--nonet); false when xmllint is missing. */
function validates(xml: string, dir: string): boolean {
  if (!xmllint()) return false;
  const file = path.join(dir, `download-${Date.now()}.xlf`);
  writeFileSync(file, xml);
  const run = spawnSync("xmllint", ["--noout", "--nonet", "--schema", SCHEMA, file], { encoding: "utf8", timeout: 30_000 });
  expect(run.stderr).toContain(`${file} validates`);
  expect(run.status).toBe(0);
  return true;
}

describe.each(engines)("XLIFF for translators (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<TestServer["client"]>;
  let home: number;
  const temp = mkdtempSync(path.join(tmpdir(), "gts-xliff-"));

  const postFile = async (locale: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/cms/translations/${locale}/xliff`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: api.cookieHeader, "Content-Type": XML, ...headers },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: text.startsWith("{") ? JSON.parse(text) : undefined };
  };
  const download = async (query = "") => {
    const res = await api.get(`/api/cms/translations/ja/xliff${query}`);
    expect(res.status, res.text).toBe(200);
    return res.text;
  };
  const pageIdOf = async (slug: string) => ((await api.get("/api/cms/pages")).body as any[]).find((p) => p.slug === slug)!.id as number;
  const translationOf = async (englishId: number) =>
    (await api.get(`/api/cms/pages/${englishId}/translations`)).body.find((t: any) => t.locale === "ja");
  const sectionText = (page: any, key: string) => page.sections.find((s: any) => s.sectionKey === key)?.content.text as string | undefined;
  /** Everything an import could write: compared before and after a refused file. */
  const snapshot = async () =>
    JSON.stringify([
      await server.query("SELECT id, version, title, meta_description, status, locale, deleted_at FROM pages ORDER BY id"),
      await server.query("SELECT page_id, section_key, content FROM sections ORDER BY page_id, section_key"),
      await server.query("SELECT page_id, section_key, source_text FROM translation_sources ORDER BY page_id, section_key"),
      await server.query("SELECT COUNT(*) AS n FROM page_revisions"),
    ]);

  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
    home = await pageIdOf("home");
  });
  afterAll(async () => {
    rmSync(temp, { recursive: true, force: true });
    await server?.dispose();
  });

  it("downloads XLIFF 2.0 of every page missing in the language, settings included, valid against the OASIS core schema", async () => {
    const res = await api.get("/api/cms/translations/ja/xliff");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xliff+xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="website-en-ja-\d{4}-\d{2}-\d{2}\.xlf"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const xml = res.text;
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:gls="urn:oasis:names:tc:xliff:glossary:2.0" version="2.0" srcLang="en" trgLang="ja"',
    );
    const files = [...xml.matchAll(/<file id="p(\d+)" original="([^"]+)"/g)].map((m) => m[2]);
    expect(files).toContain("site-settings");
    expect(files).toContain("/");
    expect(files).toContain("/contact");
    // Words only: a link's label, never its address; the settings' phone (a fact) not at all.
    expect(xml).toContain(`<unit id="p${home}.s.hero_primary.label"`);
    expect(xml).not.toMatch(/<source>\/get-quote<\/source>/);
    expect(xml).not.toContain("+1 (671) 555-0142");
    // Rich text as codes, the markup in originalData; a unit of paragraphs one segment each.
    expect(xml).toContain('<data id="d1">&lt;span class="highlight"&gt;</data>');
    expect(xml).toMatch(
      /<source>Professional Human Translation, <pc id="1" [^>]*dataRefStart="d1" dataRefEnd="d1e">Rooted in Guam<\/pc><\/source>/,
    );
    const mainFocus = unitOf(xml, `p${home}.s.main_focus_description`);
    expect(mainFocus.match(/<segment>/g)).toHaveLength(2);

    await api.post("/api/cms/pages", {
      title: "Checklist",
      slug: "xliff-checklist",
      status: "published",
      sections: [
        { sectionKey: "a key", sectionType: "html", content: { text: "<p>Bring <strong>two</strong> copies.</p>" }, sortOrder: 0 },
      ],
    });
    const withOwnPage = await download();
    expect(withOwnPage).toContain('name="a key"');
    validates(withOwnPage, temp);
  });

  it("round trip: the translator's targets become a draft translation, with the English tags, and show on /ja/ once published", async () => {
    const xml = await download(`?pages=${home}`);
    expect([...xml.matchAll(/<file /g)]).toHaveLength(1);
    const targets = Object.fromEntries(
      Object.entries(HOME_JA)
        .filter(([key]) => key !== "_")
        .map(([key, value]) => [`p${home}.${key}`, value]),
    );
    const filled = fillTargets(xml, targets);
    const before = await translationOf(home);
    expect(before.status).toBe("missing");

    const res = await postFile("ja", filled);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ updated: 0, created: 1 });
    // A unit without a target is no problem: nothing is listed as left out, and the page's report
    // counts the parts the file translated and those still in English, by name (finding 10).
    expect(res.body.skipped).toEqual([]);
    expect(res.body.pages).toHaveLength(1);
    const report = res.body.pages[0];
    expect(report).toMatchObject({ pageId: home, title: "Home", skipped: [] });
    const translatedParts = new Set(
      Object.keys(HOME_JA)
        .filter((key) => key !== "_")
        .map((key) =>
          key
            .split(".")
            .slice(0, key.startsWith("s.") ? 2 : 1)
            .join("."),
        ),
    );
    expect(report.imported).toBe(translatedParts.size);
    const names = report.inEnglish.map((part: any) => part.name);
    expect(names).toContain("First badge: title");
    expect(names).not.toContain("Title");
    expect(names).not.toContain("Hero title");

    const state = await translationOf(home);
    expect(state).toMatchObject({ status: "draft", outdatedSections: [] });
    const ja = (await api.get(`/api/cms/pages/${state.pageId}`)).body;
    expect(ja.title).toBe("ホーム");
    expect(ja.metaDescription).toBe(HOME_JA.description![0]);
    expect(sectionText(ja, "hero_title")).toBe('<span class="highlight">グアムに根ざした</span>、プロの人間翻訳');
    const english = (await api.get(`/api/cms/pages/${home}`)).body;
    const englishFocus =
      sectionText(english, "main_focus_description") ?? english.fields.find((f: any) => f.key === "main_focus_description").default;
    expect(tagsOf(sectionText(ja, "main_focus_description")!)).toEqual(tagsOf(englishFocus));
    expect(sectionText(ja, "main_focus_description")).toContain("<strong>機密</strong>");
    const cards = JSON.parse(sectionText(ja, "service_cards")!);
    expect(cards[1]).toEqual({
      title: "Documents",
      summary: "証明書、記録、書簡を丁寧に翻訳します。",
      link: { label: "詳しく見る", href: "/services#documents" },
    });
    expect(JSON.parse(sectionText(ja, "hero_primary")!)).toEqual({ label: "見積もりを依頼", href: "/get-quote" });
    const revisions = (await api.get(`/api/cms/pages/${ja.id}/revisions`)).body;
    expect(revisions[0].summary).toBe("Imported from an XLIFF file");

    // A draft is not served; published, the words are on /ja/.
    expect((await anonymous(server, "/ja/")).status).toBe(302);
    expect((await api.put(`/api/cms/pages/${ja.id}`, { ...ja, status: "published" })).status).toBe(200);
    const page = await anonymous(server, "/ja/");
    expect(page.status).toBe(200);
    const html = await page.text();
    // (Booleans: a failure should not print the whole page.)
    expect(html.includes('<span class="highlight">グアムに根ざした</span>、プロの人間翻訳')).toBe(true);
    expect(html.includes("<strong>機密</strong>")).toBe(true);
    expect(html.includes("見積もりを依頼")).toBe(true);
    expect(html.includes(`<meta name="description" content="${HOME_JA.description![0]}"/>`)).toBe(true);

    // Downloaded again (by name: it is translated now), the translation's words are the targets.
    const again = await download(`?pages=${home}`);
    expect(again).toMatch(/<segment state="translated"><source>Home<\/source><target>ホーム<\/target><\/segment>/);
    expect(again).toContain(
      `<target><pc id="1" type="fmt" canCopy="no" canDelete="no" dataRefStart="d1" dataRefEnd="d1e">グアムに根ざした</pc>、プロの人間翻訳</target>`,
    );
    expect(unitOf(again, `p${home}.s.feature_1_title`)).not.toContain("<target>");
    validates(again, temp);
    // The same file again changes nothing: no new version.
    const version = (await api.get(`/api/cms/pages/${ja.id}`)).body.version;
    expect((await postFile("ja", filled)).body).toMatchObject({ updated: 0, created: 0 });
    expect((await api.get(`/api/cms/pages/${ja.id}`)).body.version).toBe(version);
  });

  it("skips a unit whose tags do not match the English, saying why, and writes the others", async () => {
    const xml = await download(`?pages=${home}`);
    const lost = HOME_JA["s.main_focus_description"]!.map((s) => s.replace('<pc id="2">機密</pc>', "機密"));
    const res = await postFile(
      "ja",
      fillTargets(xml, {
        [`p${home}.s.main_focus_description`]: [lost[0]!.replace("すべて", "全部"), lost[1]!],
        [`p${home}.s.greetings_title`]: ["やあ…"],
        [`p${home}.s.hero_title`]: ['<pc id="1">根ざす</pc><ph id="7"/>'],
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.updated).toBe(1);
    const reasons = Object.fromEntries(res.body.skipped.map((s: any) => [s.unit, s.reason]));
    expect(reasons[`p${home}.s.main_focus_description`]).toMatch(/lacks the tag \{2\} <strong> of the English/);
    expect(reasons[`p${home}.s.hero_title`]).toMatch(/tag \{7\} that the English does not have/);
    const ja = (await api.get(`/api/cms/pages/${(await translationOf(home)).pageId}`)).body;
    expect(sectionText(ja, "greetings_title")).toBe("やあ…");
    expect(sectionText(ja, "main_focus_description")).toContain("<strong>機密</strong>");
    expect(sectionText(ja, "main_focus_description")).not.toContain("全部");
  });

  it("writes a rich-text unit with some segments translated, the others in English, leaves the part outdated, and reports by page (finding 10)", async () => {
    const page = (
      await api.post("/api/cms/pages", {
        title: "Partial Rich Text",
        slug: "xliff-partial-rich-text",
        status: "published",
        metaDescription: "Partly translated.",
        sections: [
          {
            sectionKey: "body",
            sectionType: "html",
            content: { text: "<p>First paragraph.</p><p>Second <strong>paragraph</strong>.</p>" },
            sortOrder: 0,
          },
        ],
      })
    ).body;
    const xml = await download(`?pages=${page.id}`);
    expect(unitOf(xml, `p${page.id}.s.body`).match(/<segment>/g)).toHaveLength(2);
    const res = await postFile(
      "ja",
      fillTargets(xml, {
        [`p${page.id}.title`]: ["部分的なリッチテキスト"],
        [`p${page.id}.s.body`]: ['<pc id="1">最初の段落。</pc>', undefined],
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 0, skipped: [] });
    expect(res.body.pages).toEqual([
      {
        pageId: page.id,
        title: "Partial Rich Text",
        imported: 2,
        inEnglish: [
          { name: "Description", partly: false },
          { name: "Section “body”", partly: true },
        ],
        skipped: [],
      },
    ]);
    // The partly translated part is outdated (the description, a copy of the English, is only still in English).
    const state = await translationOf(page.id);
    expect(state.outdatedSections).toEqual(["body"]);
    const ja = (await api.get(`/api/cms/pages/${state.pageId}`)).body;
    expect(ja.title).toBe("部分的なリッチテキスト");
    expect(sectionText(ja, "body")).toBe("<p>最初の段落。</p><p>Second <strong>paragraph</strong>.</p>");

    // Translated in full later, the part is up to date.
    const again = await download(`?pages=${page.id}`);
    const full = await postFile(
      "ja",
      fillTargets(again, { [`p${page.id}.s.body`]: ['<pc id="1">最初の段落。</pc>', '<pc id="2">二番目の<pc id="3">段落</pc>。</pc>'] }),
    );
    expect(full.status, full.text).toBe(200);
    expect(full.body.pages[0].inEnglish).toEqual([{ name: "Description", partly: false }]);
    expect((await translationOf(page.id)).outdatedSections).toEqual([]);
  });

  it("a translator who may not publish leaves a published translation as it is, one who may imports into it (the policy's mayChangePublished)", async () => {
    const page = (
      await api.post("/api/cms/pages", {
        title: "Published Translation",
        slug: "xliff-published-translation",
        status: "published",
        sections: [],
      })
    ).body;
    const xml = await download(`?pages=${page.id}`);
    expect((await postFile("ja", fillTargets(xml, { [`p${page.id}.title`]: ["公開済み"] }))).status).toBe(200);
    const ja = (await api.get(`/api/cms/pages/${(await translationOf(page.id)).pageId}`)).body;
    expect((await api.put(`/api/cms/pages/${ja.id}`, { ...ja, status: "published" })).status).toBe(200);
    const importAs = async (canPublish: boolean, title: string) => {
      const person = await newPerson(server, api, "translator", { languages: ["ja"], canPublish });
      const res = await fetch(`${server.url}/api/cms/translations/ja/xliff`, {
        method: "POST",
        headers: { Origin: server.url, Cookie: person.api.cookieHeader, "Content-Type": XML },
        body: fillTargets(xml, { [`p${page.id}.title`]: [title] }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as any;
    };
    const refused = await importAs(false, "変えられない");
    expect(refused.pages[0].note).toBe(
      'The Japanese translation of "Published Translation" is published, and you may not change a published translation: ask an editor',
    );
    expect((await api.get(`/api/cms/pages/${ja.id}`)).body.title).toBe("公開済み");
    // One who may publish, where Japanese is reviewed before publishing (on by default), leaves it too; then not.
    const reviewed = await importAs(true, "変えられない");
    expect(reviewed.pages[0].note).toMatch(/is published, and you may not change a published translation/);
    expect((await api.put("/api/cms/languages/ja", { reviewRequired: false })).status).toBe(200);
    const allowed = await importAs(true, "変えられる");
    expect(allowed.pages[0].note).toBeUndefined();
    expect((await api.get(`/api/cms/pages/${ja.id}`)).body.title).toBe("変えられる");
  });

  it('skips a target holding half of a surrogate pair (<cp hex="D800"/>) or a NUL, as the API refuses them, and writes a whole pair (finding 3)', async () => {
    const page = (
      await api.post("/api/cms/pages", {
        title: "Broken Characters",
        slug: "xliff-broken-characters",
        status: "published",
        metaDescription: "A page for broken characters.",
        sections: [{ sectionKey: "body", sectionType: "html", content: { text: "<p>Plain words.</p>" }, sortOrder: 0 }],
      })
    ).body;
    const xml = await download(`?pages=${page.id}`);
    const res = await postFile(
      "ja",
      fillTargets(xml, {
        [`p${page.id}.title`]: ['壊れた<cp hex="D800"/>文字'],
        [`p${page.id}.description`]: ['ヌル<cp hex="0"/>文字'],
        [`p${page.id}.s.body`]: ['<pc id="1">花<cp hex="1F33A"/>の言葉。</pc>'],
      }),
    );
    expect(res.status, res.text).toBe(200);
    const reasons = Object.fromEntries(res.body.skipped.map((s: any) => [s.unit, s.reason]));
    expect(reasons[`p${page.id}.title`]).toBe(
      "The translation has a broken character in it (half of an emoji or a rare letter): type that character again",
    );
    expect(reasons[`p${page.id}.description`]).toBe("The translation must not contain a NUL character");
    const ja = (await api.get(`/api/cms/pages/${(await translationOf(page.id)).pageId}`)).body;
    expect(ja.title).toBe("Broken Characters");
    expect(sectionText(ja, "body")).toBe("<p>花🌺の言葉。</p>");
    const stored = await server.query<{ title: string }>("SELECT title FROM pages WHERE id = $1", [ja.id]);
    expect(stored[0]!.title).not.toContain("\ufffd");
  });

  it("writes a unit whose English changed after the download, and leaves that part outdated, translated from the English the file shows", async () => {
    const xml = await download(`?pages=${home}`);
    const english = (await api.get(`/api/cms/pages/${home}`)).body;
    const changed = "Certified translators for businesses and families across the Marianas.";
    const sections = [
      ...english.sections.filter((s: any) => s.sectionKey !== "hero_description"),
      { sectionKey: "hero_description", sectionType: "text", content: { text: changed }, sortOrder: 99 },
    ];
    expect((await api.put(`/api/cms/pages/${home}`, { ...english, sections })).status).toBe(200);
    // The home page's description is made from its hero description (no description of its own): it changed too.
    expect((await translationOf(home)).outdatedSections).toEqual(["@description", "hero_description"]);

    const res = await postFile(
      "ja",
      fillTargets(xml, {
        [`p${home}.s.hero_description`]: ["認定翻訳者(古い英語から)。"],
        [`p${home}.s.greetings_title`]: ["こんにちは…"],
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.skipped.some((s: any) => s.unit === `p${home}.s.hero_description`)).toBe(false);
    const state = await translationOf(home);
    expect(state.outdatedSections).toEqual(["@description", "hero_description"]);
    const source = (await api.get(`/api/cms/pages/${state.pageId}/source`)).body;
    const part = source.parts.find((p: any) => p.key === "hero_description");
    expect(part).toMatchObject({ text: changed, outdated: true });
    expect(part.translatedFrom).toMatch(/^Certified translators for businesses, government offices and families/);
    const ja = (await api.get(`/api/cms/pages/${state.pageId}`)).body;
    expect(sectionText(ja, "hero_description")).toBe("認定翻訳者(古い英語から)。");

    // Translated from the English as it is now, the part is up to date again.
    const fresh = await download(`?pages=${home}`);
    expect(unitOf(fresh, `p${home}.s.hero_description`)).toContain(
      `<segment state="initial"><source>${changed}</source><target>認定翻訳者(古い英語から)。</target>`,
    );
    // Given back with its old words unchanged, nothing shows the change was looked at: still outdated.
    expect((await postFile("ja", fresh)).status).toBe(200);
    expect((await translationOf(home)).outdatedSections).toEqual(["@description", "hero_description"]);
    expect(
      (await postFile("ja", fillTargets(fresh, { [`p${home}.s.hero_description`]: ["マリアナ諸島の企業とご家族のための認定翻訳者。"] })))
        .status,
    ).toBe(200);
    // The hero is up to date; the description, not given in the file, stays outdated.
    expect((await translationOf(home)).outdatedSections).toEqual(["@description"]);
  });

  it("translates an owner's page: its text and HTML sections, a key of any characters, the JSON section left out", async () => {
    const page = (
      await api.post("/api/cms/pages", {
        title: "Apostille Service",
        slug: "apostille-service",
        status: "published",
        metaDescription: "Apostilles for Guam documents.",
        sections: [
          { sectionKey: "intro", sectionType: "text", content: { text: "We handle apostilles." }, sortOrder: 0 },
          {
            sectionKey: "steps & notes",
            sectionType: "html",
            content: { text: '<h2>Steps</h2>\n<ol><li>Send the <a href="/contact" title="Contact form">form</a>.</li><li>Wait.</li></ol>' },
            sortOrder: 1,
          },
          { sectionKey: "data", sectionType: "json", content: { text: '{"price":"$25"}' }, sortOrder: 2 },
        ],
      })
    ).body;
    const xml = await download(`?pages=${page.id}`);
    expect(xml).not.toContain("$25");
    const key = "steps:20:26:20notes";
    expect(xml).toContain(`<unit id="p${page.id}.s.${key}" name="steps &amp; notes">`);
    expect(xml).toContain(`<unit id="p${page.id}.s.${key}.attr1" name="steps &amp; notes.attr1">`);
    const res = await postFile(
      "ja",
      fillTargets(xml, {
        [`p${page.id}.title`]: ["アポスティーユ"],
        [`p${page.id}.s.intro`]: ["アポスティーユを扱います。"],
        [`p${page.id}.s.${key}`]: [
          '<pc id="1">手順</pc>',
          '<pc id="2"><pc id="3"><pc id="4">フォーム</pc>を送る。</pc><pc id="5">待つ。</pc></pc>',
        ],
        [`p${page.id}.s.${key}.attr1`]: ["お問い合わせフォーム"],
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.created).toBe(1);
    const ja = (await api.get(`/api/cms/pages/${(await translationOf(page.id)).pageId}`)).body;
    expect(ja.sections.map((s: any) => s.sectionKey)).toEqual(["intro", "steps & notes", "data"]);
    expect(sectionText(ja, "steps & notes")).toBe(
      '<h2>手順</h2>\n<ol><li><a href="/contact" title="お問い合わせフォーム">フォーム</a>を送る。</li><li>待つ。</li></ol>',
    );
    expect(sectionText(ja, "data")).toBe('{"price":"$25"}');
    // The description the file left alone is the English copy a new translation starts from.
    expect((await translationOf(page.id)).outdatedSections).toEqual([]);
  });

  it("imports a file as Trados Studio writes it (SDLXLIFF: seg-source, mrk segments, g and x tags, its own header and units)", async () => {
    const settings = (await api.get("/api/cms/settings")).body.id as number;
    const template = readFileSync(path.join(fixtures, "trados-home-settings.ja-JP.sdlxliff"), "utf8");
    const file = template.replaceAll("{{home}}", String(home)).replaceAll("{{settings}}", String(settings));
    const res = await postFile("ja", Buffer.from(file, "utf8"));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1 });
    // Segment 2 of the welcome has no translation: the first is written, the second stays in English, and the part still in English (finding 10).
    expect(res.body.skipped).toEqual([]);
    expect(res.body.pages.find((p: any) => p.pageId === home).inEnglish).toContainEqual({ name: "Welcome description", partly: true });
    const ja = (await api.get(`/api/cms/pages/${(await translationOf(home)).pageId}`)).body;
    expect(sectionText(ja, "main_focus_description")).toBe(
      "<p>すべての翻訳は資格のある翻訳者が行います。書類は<strong>機密</strong>として扱います。</p><p>ご要望をお知らせください。</p>",
    );
    expect(sectionText(ja, "welcome_description")).toBe(
      "グアム、北マリアナ諸島、そして世界中のお客様のために、英語から他の言語へ、また英語へ翻訳します。 Every project is handled by a professional human translator who knows the subject and the culture, never by a machine alone.",
    );
    expect((await translationOf(home)).outdatedSections).toContain("welcome_description");
    expect(sectionText(ja, "hero_title")).toBe('プロの人間翻訳、<span class="highlight">グアム発</span>');
    const jaSettings = (await api.get("/api/cms/settings?locale=ja")).body;
    expect(jaSettings.values.nav_languages).toBe("対応言語");
    expect(jaSettings.values.hours[0]).toEqual({ day: "月曜日", opens: "09:00", closes: "18:00", note: "" });
  });

  it("imports XLIFF 1.2 whose codes are bpt/ept, bx/ex and ph, as memoQ and other tools write them", async () => {
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:mq="MQXliff">
<file original="website-en-ja.xlf" source-language="en-US" target-language="ja" datatype="xml"><body>
<trans-unit id="p${home}.s.main_focus_description" mq:status="ManuallyConfirmed"><source xml:space="preserve"><bpt id="1">&lt;p&gt;</bpt>Every translation is done by a qualified human translator and checked before delivery. We keep your words, your tone and your meaning, and we keep your documents <bx id="2"/>confidential<ex id="4" rid="2"/>.<ept id="1">&lt;/p&gt;</ept><bpt id="3">&lt;p&gt;</bpt>Tell us what you need and receive a quote within 24 hours.<ept id="3">&lt;/p&gt;</ept></source>
<target xml:space="preserve"><bpt id="1">&lt;p&gt;</bpt>書類は<bx id="2"/>極秘<ex id="4" rid="2"/>です。<ept id="1">&lt;/p&gt;</ept><bpt id="3">&lt;script&gt;</bpt>お問い合わせを。<ept id="3">&lt;/script&gt;</ept></target></trans-unit>
<trans-unit id="p${home}.s.hero_title" mq:status="ManuallyConfirmed"><source xml:space="preserve">Professional Human Translation, <g id="1">Rooted in Guam</g></source><target xml:space="preserve"><ph id="1">&lt;img src=x onerror=alert(1)&gt;</ph>グアム</target></trans-unit>
</body></file></xliff>`;
    const res = await postFile("ja", file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.skipped).toEqual([{ unit: `p${home}.s.hero_title`, reason: "The translation changes the kind of the tag {1} <span>" }]);
    const ja = (await api.get(`/api/cms/pages/${(await translationOf(home)).pageId}`)).body;
    // The markup comes from the English codes, never from the file's native code (a <script> in a <bpt>).
    expect(sectionText(ja, "main_focus_description")).toBe("<p>書類は<strong>極秘</strong>です。</p><p>お問い合わせを。</p>");
    expect(sectionText(ja, "hero_title")).not.toContain("onerror");
  });

  it("reads a bounded number of imports at once: beyond it a 503 with Retry-After before the body is read, a place freed when a client leaves (finding 6)", async () => {
    const file = fillTargets(await download(`?pages=${home}`), { [`p${home}.s.greetings_title`]: ["順番に"] });
    /** An import whose body starts and never ends (or never starts): it is held open until destroyed. */
    const hold = (sent: number) => {
      const url = new URL(server.url);
      const req = http.request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/api/cms/translations/ja/xliff",
        headers: { Origin: server.url, Cookie: api.cookieHeader, "Content-Type": XML, "Content-Length": String(Buffer.byteLength(file)) },
      });
      const answered = new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve) => {
        req.on("response", (res) => {
          let body = "";
          res
            .setEncoding("utf8")
            .on("data", (chunk: string) => (body += chunk))
            .on("end", () => resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], body }));
        });
      });
      req.on("error", () => {});
      req.write(file.slice(0, sent));
      return { req, answered };
    };
    const holders = Array.from({ length: XLIFF_IMPORTS_AT_ONCE }, () => hold(200));
    await new Promise((r) => setTimeout(r, 500));
    const before = await snapshot();
    // Its body never comes: the refusal does not wait for it.
    const waiting = hold(0);
    const busy = await waiting.answered;
    expect(busy.status).toBe(503);
    expect(Number(busy.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(busy.body).message).toBe("The server is busy with other XLIFF imports. Please import this file again in a moment.");
    waiting.req.destroy();
    const sent = await postFile("ja", file);
    expect(sent.status).toBe(503);
    expect(await snapshot()).toBe(before);
    for (const { req } of holders) req.destroy();
    // The places are given back as soon as the clients are gone.
    await expect.poll(async () => (await postFile("ja", file)).status, { timeout: 5_000, interval: 200 }).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled|uncaught|"err"/i);
  });

  describe("refuses, with nothing written", () => {
    let valid: string;
    beforeAll(async () => {
      valid = fillTargets(await download(`?pages=${home}`), { [`p${home}.s.greetings_title`]: ["拒否されるはず"] });
    });

    it.each(attackFiles())("$name", async ({ body, status, message, headers, setup }) => {
      const secret = path.join(server.dataDir, "secret.txt");
      writeFileSync(secret, "XXE-SECRET-MARKER");
      const before = await snapshot();
      const file = typeof body === "function" ? body({ home, valid, secret }) : body;
      const res =
        setup === "anonymous"
          ? await fetch(`${server.url}/api/cms/translations/ja/xliff`, {
              method: "POST",
              headers: { Origin: server.url, "Content-Type": XML },
              body: file as string,
            }).then(async (r) => ({ status: r.status, text: await r.text() }))
          : await postFile("ja", file, headers);
      expect(res.status, res.text).toBe(status);
      expect(JSON.parse(res.text).message).toMatch(message);
      expect(res.text).not.toContain("XXE-SECRET-MARKER");
      expect(await snapshot()).toBe(before);
      expect(await snapshot()).not.toContain("XXE-SECRET-MARKER");
    });

    it("refuses a file for a language that is off, and a download for it", async () => {
      const before = await snapshot();
      const res = await postFile("ko", valid.replace('trgLang="ja"', 'trgLang="ko"'));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Korean is not enabled: turn it on under Translations first");
      expect((await api.get("/api/cms/translations/ko/xliff")).status).toBe(400);
      expect((await api.get("/api/cms/translations/xx/xliff")).status).toBe(404);
      expect(await snapshot()).toBe(before);
    });

    it("refuses bad page lists for the download", async () => {
      expect((await api.get("/api/cms/translations/ja/xliff?pages=1,a")).body.message).toMatch(/page ids separated by commas/);
      expect((await api.get("/api/cms/translations/ja/xliff?pages=999999")).status).toBe(404);
      const ja = (await translationOf(home)).pageId;
      const asTranslation = await api.get(`/api/cms/translations/ja/xliff?pages=${ja}`);
      expect(asTranslation.status).toBe(400);
      expect(asTranslation.body.message).toBe(`Page ${ja} is a translation: name its English page (${home}) instead`);
    });
  });
});
