/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * "The content changed" is one mechanism (server/content-changes.ts): every write visitors can see
 * goes through it, and every cache obeys it, on every instance. Also the races and limits around
 * it: a page save racing an image delete, and the section limit on every path.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../app/lib/limits";
import { guamDate } from "../../app/lib/guam-time";
import type { MediaDTO } from "../../app/domain/schemas/media";
import type { StatsReport } from "../../app/domain/schemas/stats";
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
    const page = await api.post("/api/cms/pages", {
      title: "Shared image",
      slug: "shared-image",
      status: "published",
      ogImageId: media.id,
      sections: [],
    });
    expect(page.status, page.text).toBe(201);
    expect(await ogAlt(server, "/shared-image")).toBe("Old words");
    expect((await anonymous(server, "/shared-image")).headers.get("x-page-cache")).toBe("hit");

    const changed = await api.put(`/api/cms/media/${media.id}`, { alt: "New words" });
    expect(changed.status, changed.text).toBe(200);
    expect(await ogAlt(server, "/shared-image")).toBe("New words");
  });

  it("counts a content change the moment a scheduled page goes live: the statistics count it and the kept 404 is gone, with nothing else done", async () => {
    const version = async () =>
      Number((await server.query<{ version: number | string }>("SELECT version FROM content_state WHERE id = 1"))[0]!.version);
    const beacon = (path: string) =>
      fetch(`${server.url}/api/stats/hit`, {
        method: "POST",
        headers: {
          Origin: server.url,
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        },
        body: JSON.stringify({ path, referrer: "", locale: "en" }),
      });
    const viewsOf = async (path: string) => {
      const day = guamDate(Date.now());
      const res = await api.get<StatsReport>(`/api/cms/stats?from=${day}&to=${day}`);
      expect(res.status, res.text).toBe(200);
      return res.body.pages.find((row) => row.key === path)?.pageviews ?? 0;
    };
    // Far enough ahead for the checks before the moment on a loaded machine.
    const at = new Date(Date.now() + 5000).toISOString();
    const created = await api.post("/api/cms/pages", {
      title: "Goes live soon",
      slug: "goes-live-soon",
      status: "published",
      publishedAt: at,
      sections: [],
    });
    expect(created.status, created.text).toBe(201);
    // Before the moment: a view of the page is not counted (the statistics have read what the site serves), its 404 is kept.
    expect((await beacon("/goes-live-soon")).status).toBe(204);
    expect(await viewsOf("/goes-live-soon")).toBe(0);
    expect((await anonymous(server, "/goes-live-soon")).status).toBe(404);
    const before = await version();
    expect(Date.now()).toBeLessThan(Date.parse(at));

    // The moment itself is a change of content: the counter moves with nothing written.
    await expect.poll(version, { timeout: Date.parse(at) - Date.now() + 1500, interval: 50 }).toBeGreaterThan(before);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect((await anonymous(server, "/goes-live-soon")).status).toBe(200);
    expect((await beacon("/goes-live-soon")).status).toBe(204);
    expect(await viewsOf("/goes-live-soon")).toBe(1);
  });

  it("refuses a section past the limit from POST /api/cms/sections, and the page can still be saved", async () => {
    const sections = Array.from({ length: LIMITS.sectionsMax }, (_, i) => ({
      sectionKey: `s${i}`,
      sectionType: "text",
      content: { text: `Part ${i}` },
      sortOrder: i,
    }));
    const page = await api.post("/api/cms/pages", { title: "Full page", slug: "full-page", status: "draft", sections });
    expect(page.status, page.text).toBe(201);
    const extra = await api.post("/api/cms/sections", {
      pageId: page.body.id,
      sectionKey: "one-more",
      sectionType: "text",
      content: { text: "x" },
      sortOrder: "200",
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ message: `A page can hold at most ${LIMITS.sectionsMax} sections`, code: "invalid_input" });
    const current = (await api.get(`/api/cms/pages/${page.body.id}`)).body;
    expect(current.sections).toHaveLength(LIMITS.sectionsMax);
    const saved = await api.put(`/api/cms/pages/${page.body.id}`, {
      title: "Full page",
      slug: "full-page",
      status: "published",
      version: current.version,
      sections: current.sections,
    });
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
      const created = await api.post("/api/cms/pages", {
        title: `Race ${round}`,
        slug: `race-${round}`,
        status: "published",
        sections: [],
      });
      const [save, remove] = await Promise.all([
        api.put(`/api/cms/pages/${created.body.id}`, {
          title: `Race ${round}`,
          slug: `race-${round}`,
          status: "published",
          version: created.body.version,
          ogImageId: media.id,
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

  it("counts a scheduled page's moment once, though both instances wait for it, and both serve the page from then on", async () => {
    const api = a.client();
    await api.login();
    const version = async () =>
      Number((await a.query<{ version: number | string }>("SELECT version FROM content_state WHERE id = 1"))[0]!.version);
    const at = new Date(Date.now() + 3000).toISOString();
    expect(
      (
        await api.post("/api/cms/pages", {
          title: "Both instances",
          slug: "both-instances",
          status: "published",
          publishedAt: at,
          sections: [],
        })
      ).status,
    ).toBe(201);
    expect((await anonymous(b, "/both-instances")).status).toBe(404);
    const before = await version();
    await expect.poll(version, { timeout: Date.parse(at) - Date.now() + 1500, interval: 50 }).toBeGreaterThan(before);
    // Both timers have fired by now; the second found the moment counted.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await version()).toBe(before + 1);
    expect((await anonymous(a, "/both-instances")).status).toBe(200);
    expect((await anonymous(b, "/both-instances")).status).toBe(200);
  });

  it("stops serving an image deleted through the other instance within a second, and shows a new alt text there", async () => {
    const api = a.client();
    await api.login();
    const media = (await api.upload<MediaDTO>(await photo(99), "gone.jpg", "Before")).body;
    await api.post("/api/cms/pages", {
      title: "Other instance",
      slug: "other-instance",
      status: "published",
      ogImageId: media.id,
      sections: [],
    });
    // B serves the image from its memory and keeps the page.
    expect((await anonymous(b, media.url)).status).toBe(200);
    expect((await anonymous(b, media.url)).status).toBe(200);
    await expect.poll(() => ogAlt(b, "/other-instance"), { timeout: 2000 }).toBe("Before");

    expect((await api.put(`/api/cms/media/${media.id}`, { alt: "After" })).status).toBe(200);
    await expect.poll(() => ogAlt(b, "/other-instance"), { timeout: 1000, interval: 25 }).toBe("After");

    const page = (await api.get("/api/cms/pages")).body.find((p: any) => p.slug === "other-instance");
    const latest = (await api.get(`/api/cms/pages/${page.id}`)).body;
    expect(
      (
        await api.put(`/api/cms/pages/${page.id}`, {
          title: latest.title,
          slug: latest.slug,
          status: "published",
          version: latest.version,
          ogImageId: null,
        })
      ).status,
    ).toBe(200);
    expect((await api.delete(`/api/cms/media/${media.id}`)).status).toBe(200);
    const deleted = Date.now();
    await expect.poll(async () => (await anonymous(b, media.url)).status, { timeout: 1000, interval: 25 }).toBe(404);
    expect(Date.now() - deleted).toBeLessThan(1000);
  });
});
