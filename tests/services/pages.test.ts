import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { PagePayload } from "../../app/domain/schemas/pages";
import { AppError } from "../../server/errors";
import { inTransaction } from "../../server/db/transaction";
import { createTestServices, engines, type TestServices } from "./support";

let counter = 0;
function payload(overrides: Partial<PagePayload> = {}): PagePayload {
  counter += 1;
  return {
    title: `Page ${counter}`,
    slug: `page-${counter}-${Date.now()}`,
    status: "draft",
    metaDescription: null,
    metaKeywords: null,
    sections: [
      { sectionKey: "a", sectionType: "text", content: { text: "first" }, sortOrder: 0 },
      { sectionKey: "b", sectionType: "html", content: { text: "<p>second</p>" }, sortOrder: 1 },
      { sectionKey: "c", sectionType: "text", content: { text: "third" }, sortOrder: 2 },
    ],
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

describe.each(engines)("page service (%s)", (engine) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("saves a page with its sections and reads them back in order", async () => {
    const created = await t.services.pages.create(payload({ title: "About" }));
    expect(created).toMatchObject({ title: "About", version: 1, status: "draft", publishedAt: null });
    expect(created.sections.map((s) => s.sectionKey)).toEqual(["a", "b", "c"]);
    expect(await t.services.pages.get(created.id)).toEqual(created);
  });

  it("writes a section through the page: every per-section change is a new version of its page", async () => {
    const page = await t.services.pages.create(payload());
    const [a, b] = page.sections;
    await t.services.pages.updateSection(a!.id, { sectionKey: "a", sectionType: "text", content: { text: "changed" } });
    await t.services.pages.createSection({ pageId: page.id, sectionKey: "d", sectionType: "text", content: { text: "new" } });
    await t.services.pages.deleteSection(b!.id);
    const now = (await t.services.pages.get(page.id))!;
    expect(now.version).toBe(4);
    expect(now.sections.map((s) => [s.sectionKey, s.content.text])).toEqual([
      ["a", "changed"],
      ["c", "third"],
      ["d", "new"],
    ]);
    // The editor still holding version 1 is refused, and nothing it sent is written.
    const stale = await refusal(t.services.pages.update(page.id, { ...payload({ slug: page.slug, title: "Stale" }), version: 1 }));
    expect(stale.code).toBe("version_conflict");
    expect((await t.services.pages.get(page.id))!.title).toBe(page.title);
  });

  it("applies the page's rules to a section written alone: keys stay unique, html is sanitised", async () => {
    const page = await t.services.pages.create(payload());
    const taken = await refusal(
      t.services.pages.createSection({ pageId: page.id, sectionKey: "a", sectionType: "text", content: { text: "x" } }),
    );
    expect(taken.code).toBe("section_key_taken");
    const section = await t.services.pages.createSection({
      pageId: page.id,
      sectionKey: "evil",
      sectionType: "html",
      content: { text: '<p onclick="x()">ok</p><script>alert(1)</script>' },
    });
    expect(section.content.text).toBe("<p>ok</p>");
    expect(section.sortOrder).toBe(3);
  });

  it("refuses HTML nested past the limit with a sentence naming the section, and writes nothing", async () => {
    const deep = `${"<b>".repeat(65)}x${"</b>".repeat(65)}`;
    const refused = await refusal(
      t.services.pages.create(payload({ sections: [{ sectionKey: "deep", sectionType: "html", content: { text: deep }, sortOrder: 0 }] })),
    );
    expect(refused.code).toBe("invalid_input");
    expect(refused.message).toBe("Section 1: the HTML nests elements more than 64 levels deep; simplify it");
    const fine = `${"<b>".repeat(64)}x${"</b>".repeat(64)}`;
    await expect(
      t.services.pages.create(payload({ sections: [{ sectionKey: "ok", sectionType: "html", content: { text: fine }, sortOrder: 0 }] })),
    ).resolves.toMatchObject({ version: 1 });
  });

  it("reads a stored row nested past the limit (written before the limit existed) quickly, as nothing", async () => {
    const page = await t.services.pages.create(payload({ status: "published" }));
    const html = "<b>".repeat(60_000);
    await t.services.database.db
      .updateTable("sections")
      .set({ content: html })
      .where("page_id", "=", page.id)
      .where("section_key", "=", "b")
      .execute();
    const started = performance.now();
    const shown = await t.services.pages.getForDisplay(page.slug, { includeDrafts: false });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(shown!.sections.find((s) => s.sectionKey === "b")!.content.text).toBe("");
  });

  it("answers an id outside the database's range as not found", async () => {
    expect(await t.services.pages.get(2_147_483_648)).toBeNull();
    expect((await refusal(t.services.pages.deleteSection(2_147_483_648))).code).toBe("not_found");
    expect(
      (
        await refusal(
          t.services.pages.createSection({ pageId: 9_007_199_254_740_991, sectionKey: "x", sectionType: "text", content: { text: "" } }),
        )
      ).code,
    ).toBe("not_found");
  });

  it("lets a section delete and a page save of the same page run at once without a deadlock", async () => {
    const unexpected: unknown[] = [];
    for (let round = 0; round < 40; round += 1) {
      const page = await t.services.pages.create(payload());
      const [first] = page.sections;
      const results = await Promise.allSettled([
        t.services.pages.deleteSection(first!.id),
        t.services.pages.update(page.id, {
          ...payload({ slug: page.slug }),
          version: page.version,
          sections: page.sections.map((s) => ({
            id: s.id,
            sectionKey: s.sectionKey,
            sectionType: s.sectionType,
            content: s.content,
            sortOrder: s.sortOrder,
          })),
        }),
      ]);
      for (const result of results) {
        // A loser is told why (the section is gone, the page changed); never a database error.
        if (
          result.status === "rejected" &&
          !(result.reason instanceof AppError && ["not_found", "version_conflict", "invalid_input"].includes(result.reason.code))
        ) {
          unexpected.push(result.reason);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it.runIf(engine === "postgres")("runs a transaction again when PostgreSQL aborts it to break a deadlock", async () => {
    const db = t.services.database.db;
    const [x, y] = await Promise.all([t.services.pages.create(payload()), t.services.pages.create(payload())]);
    let attempts = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    let locked = 0;
    const lockInOrder = (first: number, second: number) =>
      inTransaction(db, async (trx) => {
        attempts += 1;
        await sql`select id from pages where id = ${first} for update`.execute(trx);
        if (++locked === 2) bothLocked();
        await barrier;
        await sql`select id from pages where id = ${second} for update`.execute(trx);
      });
    // Opposite orders: PostgreSQL aborts one with a deadlock; it is run again and succeeds.
    await Promise.all([lockInOrder(x.id, y.id), lockInOrder(y.id, x.id)]);
    expect(attempts).toBe(3);
  });
});
