/**
 * History and the trash in-process (server/cms/history.ts, server/cms/trash.ts), on both engines:
 * what each save keeps, what a restore brings back, and the trash's round trip, with the content
 * change each write counts (server/content-changes.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PagePayload } from "../../app/domain/schemas/pages";
import { AppError } from "../../server/errors";
import { createTestServices, engines, type TestServices } from "./support";

let counter = 0;
const payload = (overrides: Partial<PagePayload> = {}): PagePayload => {
  counter += 1;
  return {
    title: `History ${counter}`,
    slug: `history-${counter}`,
    status: "draft",
    metaDescription: null,
    metaKeywords: null,
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "First words" }, sortOrder: 0 }],
    ...overrides,
  };
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

describe.each(engines)("history and trash services (%s)", (engine) => {
  let t: TestServices;
  const heard: number[] = [];
  beforeAll(async () => {
    t = await createTestServices(engine);
    t.services.changes.onChange((version) => heard.push(version));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("keeps every save as a revision with what it changed, newest first", async () => {
    const page = await t.services.pages.create(payload());
    const body = page.sections[0]!;
    const saved = await t.services.pages.update(page.id, {
      ...payload({ title: "Renamed", slug: page.slug }),
      version: page.version,
      sections: [{ id: body.id, sectionKey: "body", sectionType: "text", content: { text: "Second words" }, sortOrder: 0 }],
    });
    const revisions = await t.services.revisions.list(page.id);
    expect(revisions.map((r) => [r.version, r.summary, r.author])).toEqual([
      [2, "Title changed; 1 section edited", "system"],
      [1, "Created", "system"],
    ]);
    const first = await t.services.revisions.get(page.id, revisions[1]!.id);
    expect(first.page).toMatchObject({ title: page.title, slug: page.slug, status: "draft", ogImageId: null });
    expect(first.page.sections.map((s) => s.content.text)).toEqual(["First words"]);
    expect(saved.version).toBe(2);
  });

  it("restores a version as a new save over the version held, and refuses a stale one", async () => {
    const page = await t.services.pages.create(payload());
    const body = page.sections[0]!;
    await t.services.pages.update(page.id, {
      ...payload({ title: "Changed", slug: page.slug }),
      version: 1,
      sections: [{ id: body.id, sectionKey: "body", sectionType: "text", content: { text: "Changed words" }, sortOrder: 0 }],
    });
    const [, created] = await t.services.revisions.list(page.id);
    const stale = await refusal(t.services.revisions.restore(page.id, created!.id, 1));
    expect(stale.code).toBe("version_conflict");
    const before = heard.length;
    const restored = await t.services.revisions.restore(page.id, created!.id, 2, { author: "owner" });
    expect(heard.length).toBe(before + 1);
    expect(restored).toMatchObject({ title: page.title, version: 3 });
    expect(restored.sections.map((s) => [s.id, s.content.text])).toEqual([[body.id, "First words"]]);
    expect((await t.services.revisions.list(page.id))[0]).toMatchObject({ version: 3, summary: "Restored version 1", author: "owner" });
    expect((await refusal(t.services.revisions.get(page.id, 2_147_483_647))).code).toBe("not_found");
  });

  it("moves a page to the trash and back exactly as it was, and purges it with its revisions", async () => {
    const page = await t.services.pages.create(payload({ status: "published" }));
    await t.services.pages.delete(page.id, { author: "owner" });
    expect(await t.services.pages.get(page.id)).toBeNull();
    expect(await t.services.pages.getForDisplay(page.slug, { includeDrafts: true })).toBeNull();
    const trashed = (await t.services.trash.list()).find((p) => p.id === page.id);
    expect(trashed).toMatchObject({ slug: page.slug, status: "published", deletedBy: "owner" });
    // Its slug stays taken while it waits.
    expect((await refusal(t.services.pages.create(payload({ slug: page.slug })))).code).toBe("slug_taken");
    expect((await refusal(t.services.revisions.list(page.id))).code).toBe("not_found");

    const back = await t.services.trash.restore(page.id);
    expect(back).toEqual(page);
    await t.services.pages.delete(page.id);
    await t.services.trash.purge(page.id);
    expect((await t.services.trash.list()).some((p) => p.id === page.id)).toBe(false);
    expect((await refusal(t.services.trash.restore(page.id))).code).toBe("not_found");
    const revisions = await t.services.database.db.selectFrom("page_revisions").select("id").where("page_id", "=", page.id).execute();
    expect(revisions).toEqual([]);
  });

  it("housekeeping empties the trash of pages deleted before the cut-off and keeps the latest revisions", async () => {
    const page = await t.services.pages.create(payload());
    for (let version = 1; version <= 4; version += 1) {
      await t.services.pages.update(page.id, { ...payload({ title: `Edit ${version}`, slug: page.slug }), version });
    }
    expect(await t.services.revisions.prune(2)).toBeGreaterThanOrEqual(3);
    expect((await t.services.revisions.list(page.id)).map((r) => r.version)).toEqual([5, 4]);

    const old = await t.services.pages.create(payload());
    await t.services.pages.delete(old.id);
    expect(await t.services.trash.purgeBefore(new Date(Date.now() - 60_000).toISOString())).toBe(0);
    expect(await t.services.trash.purgeBefore(new Date(Date.now() + 60_000).toISOString())).toBeGreaterThanOrEqual(1);
    expect((await t.services.trash.list()).some((p) => p.id === old.id)).toBe(false);
  });
});
