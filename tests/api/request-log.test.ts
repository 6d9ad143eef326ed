/**
 * The server's log, as journald and log collectors read it: one JSON object per line, one line
 * per request, refusals at warn level with their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./harness";

describe("the request log", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { LOG_FORMAT: "json" });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("writes a POST to a public page (405) as one warn line with its reason, not a stack trace", async () => {
    const from = server.output().length;
    const res = await fetch(`${server.url}/services`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(res.status).toBe(405);
    await res.arrayBuffer();
    // The request's line is written when the answer finishes: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server.output().slice(from).split("\n").filter(Boolean);
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 40, msg: "request", method: "POST", path: "/services", status: 405 });
    expect(String(entries[0]!.reason)).toMatch(/^405 Method Not Allowed: .*POST request to "\/services"/);
  });
});
