/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * "The content changed" is one mechanism (server/content-changes.ts): every write visitors can see
 * goes through it, and every cache obeys it, on every instance. Also the races and limits around
 * it: a page save racing an image delete, and the section limit on every path.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../app/lib/limits";
import type { MediaDTO } from "../../app/lib/schemas/media";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const anonymous = (server: TestServer, path: string) => fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } });

const photo = (seed: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: seed % 256, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The picture markup the Insert image dialog writes for an image (its largest fallback variant is enough for the checks). */
const figure = (media: MediaDTO) => `<p><img src="${media.url}" alt="${media.alt}" width="${media.width}" height="${media.height}"></p>`;

const ogAlt = async (server: TestServer, path: string) => {
  const html = await (await anonymous(server, path)).text();
  return /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1] ?? null;
};

describe.each(engines)("content changes (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("shows an image's new alt text on a kept page at the next request (og:image:alt)", async () => {
    const media = (await api.upload<MediaDTO>(await photo(1), "share.jpg", "Old words")).body;
    const page = await api.post("/api/cms/pages", { title: "Shared image", slug: "shared-image", status: "published", ogImageId: media.id, sections: [] });
    expect(page.status, page.text).toBe(201);
    expect(await ogAlt(server, "/shared-image")).toBe("Old words");
    expect((await anonymous(server, "/shared-image")).headers.get("x-page-cache")).toBe("hit");

    const changed = await api.put(`/api/cms/media/${media.id}`, { alt: "New words" });
    expect(changed.status, changed.text).toBe(200);
    expect(await ogAlt(server, "/shared-image")).toBe("New words");
  });

  it("refuses a section past the limit from POST /api/cms/sections, and the page can still be saved", async () => {
    const sections = Array.from({ length: LIMITS.sectionsMax }, (_, i) => ({ sectionKey: `s${i}`, sectionType: "text", content: { text: `Part ${i}` }, sortOrder: i }));
    const page = await api.post("/api/cms/pages", { title: "Full page", slug: "full-page", status: "draft", sections });
    expect(page.status, page.text).toBe(201);
    const extra = await api.post("/api/cms/sections", { pageId: page.body.id, sectionKey: "one-more", sectionType: "text", content: { text: "x" }, sortOrder: "200" });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ message: `A page can hold at most ${LIMITS.sectionsMax} sections`, code: "invalid_input" });
    const current = (await api.get(`/api/cms/pages/${page.body.id}`)).body;
    expect(current.sections).toHaveLength(LIMITS.sectionsMax);
    const saved = await api.put(`/api/cms/pages/${page.body.id}`, { title: "Full page", slug: "full-page", status: "published", version: current.version, sections: current.sections });
    expect(saved.status, saved.text).toBe(200);
    const removed = await api.delete(`/api/cms/sections/${current.sections[0].id}`);
    expect(removed.status).toBe(200);
  });

  it("never lets a page save showing an image and that image's delete both succeed", async () => {
    const rounds = engine === "postgres" ? 25 : 5;
    let bothSucceeded = 0;
    let saves = 0;
    let deletes = 0;
    for (let round = 0; round < rounds; round += 1) {
      const media = (await api.upload<MediaDTO>(await photo(10 + round), `race-${round}.jpg`, `Race ${round}`)).body;
      const created = await api.post("/api/cms/pages", { title: `Race ${round}`, slug: `race-${round}`, status: "published", sections: [] });
      const [save, remove] = await Promise.all([
        api.put(`/api/cms/pages/${created.body.id}`, {
          title: `Race ${round}`, slug: `race-${round}`, status: "published", version: created.body.version, ogImageId: media.id,
          sections: [{ sectionKey: "body", sectionType: "html", content: { text: figure(media) }, sortOrder: 0 }],
        }),
        api.delete(`/api/cms/media/${media.id}`),
      ]);
      expect([200, 400], save.text).toContain(save.status);
      expect([200, 409], remove.text).toContain(remove.status);
      if (save.status === 200) saves += 1;
      if (remove.status === 200) deletes += 1;
      if (save.status === 200 && remove.status === 200) bothSucceeded += 1;
      // Whatever won, the page never shows an image the library no longer has.
      const page = (await api.get(`/api/cms/pages/${created.body.id}`)).body;
      const exists = (await api.get(`/api/cms/media/${media.id}`)).status === 200;
      if (!exists) {
        expect(page.ogImageId).toBeNull();
        expect(page.sections).toEqual([]);
      }
    }
    expect(bothSucceeded).toBe(0);
    expect(saves + deletes).toBe(rounds);
  });
});

describe.runIf(engines.includes("postgres"))("content changes across two instances on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer("postgres");
    b = await startServer("postgres", { DATABASE_URL: a.databaseEnv.DATABASE_URL! });
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
  });

  it("stops serving an image deleted through the other instance within a second, and shows a new alt text there", async () => {
    const api = a.client();
    await api.login();
    const media = (await api.upload<MediaDTO>(await photo(99), "gone.jpg", "Before")).body;
    await api.post("/api/cms/pages", { title: "Other instance", slug: "other-instance", status: "published", ogImageId: media.id, sections: [] });
    // B serves the image from its memory and keeps the page.
    expect((await anonymous(b, media.url)).status).toBe(200);
    expect((await anonymous(b, media.url)).status).toBe(200);
    await expect.poll(() => ogAlt(b, "/other-instance"), { timeout: 2000 }).toBe("Before");

    expect((await api.put(`/api/cms/media/${media.id}`, { alt: "After" })).status).toBe(200);
    await expect.poll(() => ogAlt(b, "/other-instance"), { timeout: 1000, interval: 25 }).toBe("After");

    const page = (await api.get("/api/cms/pages")).body.find((p: any) => p.slug === "other-instance");
    const latest = (await api.get(`/api/cms/pages/${page.id}`)).body;
    expect((await api.put(`/api/cms/pages/${page.id}`, { title: latest.title, slug: latest.slug, status: "published", version: latest.version, ogImageId: null })).status).toBe(200);
    expect((await api.delete(`/api/cms/media/${media.id}`)).status).toBe(200);
    const deleted = Date.now();
    await expect.poll(async () => (await anonymous(b, media.url)).status, { timeout: 1000, interval: 25 }).toBe(404);
    expect(Date.now() - deleted).toBeLessThan(1000);
  });
});
