/**
 * What `npm run import` accepts (docs/product.md, "Backups"): every row of a file is checked as the
 * API would check it, and a file holding one row the site would never have written is refused,
 * naming the row, with nothing written. The files here are built as a crafted file would be:
 * valid JSON lines with the checksum computed as the exporter computes it.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDTO } from "../../app/domain/schemas/media";
import type { PageDTO } from "../../app/domain/schemas/pages";
import { exportSite, importSite } from "../../server/backup/site-file";
import { createTestServices, engines, type TestServices } from "./support";

const TABLES = ["admins", "media", "media_variants", "pages", "sections", "page_revisions"] as const;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are JSON, changed freely by the cases
type Row = Record<string, any>;
interface Line {
  t: string;
  r: Row;
}
interface SiteFile {
  header: string;
  lines: Line[];
}

function readExport(file: string): SiteFile {
  const text = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  return { header: text[0]!, lines: text.slice(1, -1).map((line) => JSON.parse(line) as Line) };
}

/** A file as the exporter writes one: header, rows, and an end line with counts and the SHA-256 of all before it. */
function writeExport(file: string, { header, lines }: SiteFile): string {
  const body = [header, ...lines.map((line) => JSON.stringify(line))].map((line) => `${line}\n`).join("");
  const rows = Object.fromEntries(TABLES.map((t) => [t, lines.filter((line) => line.t === t).length]));
  const end = JSON.stringify({ end: true, rows, sha256: createHash("sha256").update(body).digest("hex") });
  writeFileSync(file, gzipSync(`${body}${end}\n`));
  return file;
}

const etagOf = (data: Buffer) => `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;
const base64 = (data: Buffer) => ({ $base64: data.toString("base64") });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(engines)("import checks every row (%s)", (engine) => {
  let t: TestServices;
  let work: string;
  let legit: SiteFile;
  let legitFile: string;
  let photo: MediaDTO;
  let shown: PageDTO;

  /** What the database holds, to check that a refused import wrote nothing. */
  async function fingerprint(): Promise<unknown> {
    const { db } = t.services.database;
    const counts = [];
    for (const table of TABLES) counts.push(await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow());
    const state = await db.selectFrom("content_state").selectAll().executeTakeFirstOrThrow();
    const pages = await db.selectFrom("pages").select(["id", "slug", "title", "version"]).orderBy("id").execute();
    return { counts: counts.map((c) => Number(c.n)), state, pages };
  }

  beforeAll(async () => {
    t = await createTestServices(engine);
    work = mkdtempSync(path.join(tmpdir(), "gts-import-checks-"));
    // A site with everything an export holds: images (JPEG and PNG fallbacks), an html section
    // showing one, a json section, revisions, a page in the trash.
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.4 } } })
      .png()
      .toBuffer();
    photo = (await t.services.media.upload({ data: jpeg, fileName: "harbor.jpg", alt: "Apra Harbor" })).media;
    await t.services.media.upload({ data: png, fileName: "logo.png", alt: "" });
    shown = await t.services.pages.create({
      title: "Services",
      slug: "our-services",
      status: "published",
      metaDescription: "What we translate",
      metaKeywords: null,
      ogImageId: photo.id,
      sections: [
        { sectionKey: "intro", sectionType: "text", content: { text: "Certified translation\nfor Guam" }, sortOrder: 0 },
        {
          sectionKey: "body",
          sectionType: "html",
          content: { text: `<p>Body</p><img src="${photo.url}" alt="Apra Harbor" width="${photo.width}" height="${photo.height}">` },
          sortOrder: 1,
        },
        { sectionKey: "prices", sectionType: "json", content: { text: '{"quick":49}' }, sortOrder: 2 },
      ],
    });
    shown = await t.services.pages.update(shown.id, { ...shown, title: "Our services", sections: undefined });
    // Saving writes "&" as "&amp;": stored HTML may be longer than the content limit allows typing.
    await t.services.pages.create({
      title: "Ampersands",
      slug: "ampersands",
      status: "draft",
      metaDescription: null,
      metaKeywords: null,
      sections: [{ sectionKey: "many", sectionType: "html", content: { text: `<p>${"&".repeat(150 * 1024)}</p>` }, sortOrder: 0 }],
    });
    const trashed = await t.services.pages.create({
      title: "Old page",
      slug: "old-page",
      status: "draft",
      metaDescription: null,
      metaKeywords: null,
    });
    await t.services.pages.delete(trashed.id);
    legitFile = path.join(work, "legit.export");
    await exportSite(t.services.database.db, engine, legitFile);
    legit = readExport(legitFile);
  });
  afterAll(async () => {
    await t?.dispose();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("imports a legitimate export (images, revisions, the trash) exactly as it was", async () => {
    const { db } = t.services.database;
    const before: Record<string, unknown[]> = {};
    for (const table of TABLES) before[table] = await db.selectFrom(table).selectAll().orderBy("id").execute();
    await importSite(db, engine, legitFile);
    for (const table of TABLES) expect(await db.selectFrom(table).selectAll().orderBy("id").execute(), table).toEqual(before[table]);
  });

  /** A copy of the legitimate file's lines, changed by `change`, which returns the row it made bad. */
  type Case = [name: string, change: (lines: Line[]) => Line, message: RegExp];
  const first = (lines: Line[], table: string, where: (r: Row) => boolean = () => true) => lines.find((l) => l.t === table && where(l.r))!;
  const variant = (lines: Line[], format: string) => first(lines, "media_variants", (r) => r.format === format && r.media_id === photo.id);

  const cases: Case[] = [
    [
      "a variant of format html",
      (lines) => {
        const line = variant(lines, "webp");
        line.r.format = "html";
        return line;
      },
      /Format must be avif, webp, jpeg or png/,
    ],
    [
      "an svg variant",
      (lines) => {
        const line = variant(lines, "webp");
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        Object.assign(line.r, {
          format: "svg",
          file: String(line.r.file).replace(/\.webp$/, ".svg"),
          data: base64(svg),
          etag: etagOf(svg),
        });
        return line;
      },
      /Format must be avif, webp, jpeg or png/,
    ],
    [
      "HTML bytes claiming to be webp",
      (lines) => {
        const line = variant(lines, "webp");
        const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
        Object.assign(line.r, { data: base64(html), etag: etagOf(html) });
        return line;
      },
      /Data is not a webp image/,
    ],
    [
      "a JPEG variant whose bytes are a PNG",
      (lines) => {
        const line = variant(lines, "jpeg");
        const png = lines.find((l) => l.t === "media_variants" && l.r.format === "png")!;
        Object.assign(line.r, { data: png.r.data, etag: png.r.etag });
        return line;
      },
      /Data is not a jpeg image/,
    ],
    [
      "a variant whose size is not its image's",
      (lines) => {
        const line = variant(lines, "avif");
        line.r.height += 1;
        return line;
      },
      /Data is an image of \d+ by \d+ pixels, not \d+ by \d+/,
    ],
    [
      "a variant served under another image's address",
      (lines) => {
        const line = variant(lines, "jpeg");
        line.r.file = String(line.r.file).replace(/^[0-9a-f]{20}/, "0123456789abcdef0123");
        return line;
      },
      /File must be/,
    ],
    [
      "a revision snapshot that is not JSON",
      (lines) => {
        const line = first(lines, "page_revisions", (r) => r.page_id === shown.id);
        line.r.snapshot = '{"title":"Broken';
        return line;
      },
      /Snapshot/,
    ],
    [
      "a revision snapshot without sections",
      (lines) => {
        const line = first(lines, "page_revisions", (r) => r.page_id === shown.id);
        const snapshot = JSON.parse(line.r.snapshot);
        delete snapshot.sections;
        line.r.snapshot = JSON.stringify(snapshot);
        return line;
      },
      /Snapshot/,
    ],
    [
      "the reserved slug cms",
      (lines) => {
        const line = first(lines, "pages", (r) => r.id === shown.id);
        line.r.slug = "cms";
        return line;
      },
      /Slug is reserved for a page of the site; choose another/,
    ],
    [
      "a malformed slug",
      (lines) => {
        const line = first(lines, "pages", (r) => r.id === shown.id);
        line.r.slug = "Bad Slug!";
        return line;
      },
      /Slug may contain only lower-case letters, digits and single hyphens/,
    ],
    [
      "a password hash with scrypt p=200",
      (lines) => {
        const line = first(lines, "admins");
        line.r.password_hash = String(line.r.password_hash).replace(/^scrypt\$16384\$8\$1\$/, "scrypt$16384$8$200$");
        return line;
      },
      /Password hash/,
    ],
    [
      "a NUL in a title",
      (lines) => {
        const line = first(lines, "pages", (r) => r.id === shown.id);
        line.r.title = "Our\u0000services";
        return line;
      },
      /Title must not contain a NUL character/,
    ],
    [
      "a NUL in a section",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "intro");
        line.r.content = "Certified\u0000translation";
        return line;
      },
      /must not contain a NUL character/,
    ],
    [
      "100,000 sections on one page",
      (lines) => {
        const last = lines.filter((l) => l.t === "sections").at(-1)!;
        const at = lines.indexOf(last) + 1;
        const extra = Array.from({ length: 100_000 }, (_, i) => ({
          t: "sections",
          r: {
            ...last.r,
            id: 1_000_000 + i,
            page_id: shown.id,
            section_key: `extra_${i}`,
            section_type: "text",
            content: "x",
            sort_order: 3 + i,
          },
        }));
        lines.splice(at, 0, ...extra);
        // The first section past the limit: the page holds three already.
        return extra[200 - 3]!;
      },
      /at most 200 sections/,
    ],
    [
      "an html section with a script",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "body" && r.page_id === shown.id);
        line.r.content = `${line.r.content}<script>fetch("/api/cms/session")</script>`;
        return line;
      },
      /Section content holds HTML/,
    ],
    [
      "a block missing a required field",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "prices" && r.page_id === shown.id);
        line.r.content = JSON.stringify({ block: "hero", text: "No title" });
        return line;
      },
      /Block 3 \(hero\): Title is required/,
    ],
    [
      "a block of a kind the site does not have",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "prices" && r.page_id === shown.id);
        line.r.content = JSON.stringify({ block: "carousel", slides: [] });
        return line;
      },
      /Block 3: “carousel” is not a kind of block; the kinds are hero, /,
    ],
    [
      "a json section that is not JSON",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "prices");
        line.r.content = '{"quick":';
        return line;
      },
      /Section "prices" must hold valid JSON/,
    ],
    [
      "a section key used twice on a page",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "prices");
        line.r.section_key = "intro";
        return line;
      },
      /Section key "intro" is used more than once on this page/,
    ],
    [
      "a section of a page the file does not hold",
      (lines) => {
        const line = first(lines, "sections", (r) => r.section_key === "intro");
        line.r.page_id = 999_999;
        return line;
      },
      /Page id 999999 is not a page of this file/,
    ],
    [
      "a sharing image the file does not hold",
      (lines) => {
        const line = first(lines, "pages", (r) => r.id === shown.id);
        line.r.og_image_id = 424_242;
        return line;
      },
      /Sharing image 424242 is not an image of this file/,
    ],
    [
      "an id out of range",
      (lines) => {
        const line = first(lines, "pages", (r) => r.id === shown.id);
        for (const l of lines) if ((l.t === "sections" || l.t === "page_revisions") && l.r.page_id === shown.id) l.r.page_id = 2 ** 31;
        line.r.id = 2 ** 31;
        return line;
      },
      /Id must be a whole number from 1 to 2147483647/,
    ],
    [
      "a timestamp that is not an ISO time",
      (lines) => {
        const line = first(lines, "pages", (r) => r.id === shown.id);
        line.r.updated_at = "yesterday";
        return line;
      },
      /Updated at must be a time such as 2026-01-31T09:00:00.000Z/,
    ],
    [
      "an image of a format the site does not accept",
      (lines) => {
        const line = first(lines, "media", (r) => r.id === photo.id);
        line.r.format = "svg";
        return line;
      },
      /Format must be jpeg, png, webp, avif or gif/,
    ],
  ];

  const snapshotCases: Case[] = [
    [
      "a snapshot with a reserved slug",
      (lines) => {
        const line = first(lines, "page_revisions", (r) => r.page_id === shown.id);
        line.r.snapshot = JSON.stringify({ ...JSON.parse(line.r.snapshot), slug: "cms" });
        return line;
      },
      /Snapshot: Slug is reserved for a page of the site; choose another/,
    ],
    [
      "a snapshot with a NUL in an html section",
      (lines) => {
        const line = first(lines, "page_revisions", (r) => r.page_id === shown.id);
        const snapshot = JSON.parse(line.r.snapshot);
        snapshot.sections[1].text = "<p>a\u0000b</p>";
        line.r.snapshot = JSON.stringify(snapshot);
        return line;
      },
      /Snapshot: Section 2: Section content must not contain a NUL character/,
    ],
    [
      "a snapshot with 201 sections",
      (lines) => {
        const line = first(lines, "page_revisions", (r) => r.page_id === shown.id);
        const snapshot = JSON.parse(line.r.snapshot);
        snapshot.sections = Array.from({ length: 201 }, (_, i) => ({
          id: i + 1,
          sectionKey: `s${i}`,
          sectionType: "text",
          text: "x",
          sortOrder: i,
        }));
        line.r.snapshot = JSON.stringify(snapshot);
        return line;
      },
      /Snapshot: A page can hold at most 200 sections/,
    ],
  ];
  cases.push(...snapshotCases);

  it.each(cases)("refuses %s, naming the row, and writes nothing", async (name, change, message) => {
    const lines = structuredClone(legit.lines);
    const bad = change(lines);
    const file = writeExport(path.join(work, `${name.replace(/\W+/g, "-")}.export`), { header: legit.header, lines });
    const line = lines.indexOf(bad) + 2;
    const before = await fingerprint();
    const refusal = await importSite(t.services.database.db, engine, file).then(
      () => new Error("imported"),
      (err: Error) => err,
    );
    expect(refusal.message).toMatch(new RegExp(`^Line ${line} \\(${bad.t}, id ${bad.r.id}\\): `));
    expect(refusal.message).toMatch(message);
    expect(refusal.message).toMatch(/Nothing was imported\.$/);
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses an image without a variant in its fallback format, naming the image", async () => {
    const lines = structuredClone(legit.lines).filter(
      (l) => !(l.t === "media_variants" && l.r.media_id === photo.id && l.r.format === "jpeg"),
    );
    const file = writeExport(path.join(work, "no-fallback.export"), { header: legit.header, lines });
    const media = lines.find((l) => l.t === "media" && l.r.id === photo.id)!;
    await expect(importSite(t.services.database.db, engine, file)).rejects.toThrow(
      new RegExp(`^Line ${lines.indexOf(media) + 2} \\(media, id ${photo.id}\\): ${escape("The image has no jpeg variant")}`),
    );
  });
});
