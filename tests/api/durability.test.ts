import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, engines, startServer } from "./harness";

/**
 * Several clients save pages as fast as they can; the server is killed with SIGKILL in the middle.
 * After a restart on the same data, every save that was answered 2xx must be there.
 */
describe.each(engines)("durability under SIGKILL (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("keeps every acknowledged save", async () => {
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const api = server.client();
        await api.login();
        return api;
      }),
    );
    const acknowledged: Array<{ id: number; slug: string; title: string; version: number; inFlightTitle?: string }> = [];
    let refused = 0;
    let cut = 0;
    let stop = false;

    const worker = async (index: number) => {
      const api = clients[index]!;
      for (let n = 0; !stop; n++) {
        const slug = `durable-${index}-${n}`;
        try {
          const res = await api.post("/api/cms/pages", {
            title: `Client ${index} page ${n}`,
            slug,
            status: n % 2 ? "published" : "draft",
            sections: [{ sectionKey: "body", sectionType: "text", content: { text: `saved by client ${index}, #${n}` }, sortOrder: "0" }],
          });
          if (res.status === 201) {
            // The edit below may be cut off after its commit: then either title is a correct outcome.
            acknowledged.push({
              id: res.body.id,
              slug,
              title: res.body.title,
              version: res.body.version,
              inFlightTitle: `Client ${index} page ${n} (edited)`,
            });
            // And an update of what was just created, which must survive too.
            const upd = await api.put(`/api/cms/pages/${res.body.id}`, {
              title: `Client ${index} page ${n} (edited)`,
              slug,
              status: "published",
              version: res.body.version,
            });
            if (upd.status === 200) {
              acknowledged[acknowledged.findIndex((a) => a.id === res.body.id)] = {
                id: res.body.id,
                slug,
                title: upd.body.title,
                version: upd.body.version,
              };
            } else refused++;
          } else refused++;
        } catch {
          cut++; // the connection died with the server: not acknowledged, no promise made
          return;
        }
      }
    };

    const running = clients.map((_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop(true);
    stop = true;
    await Promise.all(running);

    await server.restart();
    const reader = server.client();
    await reader.login();
    const missing: string[] = [];
    for (const saved of acknowledged) {
      const res = await reader.get(`/api/cms/pages/${saved.id}`);
      const titleOk = res.body?.title === saved.title || res.body?.title === saved.inFlightTitle;
      if (res.status !== 200 || !titleOk || res.body.version < saved.version || res.body.sections.length !== 1) {
        missing.push(`${saved.slug}: ${res.status} ${res.body?.title}`);
      }
    }
    console.log(
      `[durability ${engine}] ${acknowledged.length} saves acknowledged before SIGKILL, ${cut} requests cut off, ` +
        `${refused} refused; after restart ${acknowledged.length - missing.length}/${acknowledged.length} present`,
    );
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
