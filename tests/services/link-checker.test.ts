/**
 * The link checker's check of links to other sites (docs/product.md, "Links";
 * docs/decisions/034-link-checker.md), against a local HTTP server on 127.0.0.1 with private
 * addresses allowed as in tests only: HEAD then GET when HEAD is refused, broken and redirected
 * links, the time limit, one request per host per interval, each address once a day; and the
 * guard that never connects to a private, local or reserved address when they are not allowed.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, pinnedAddress } from "../../server/links/address-guard";
import { DAY_MS, ExternalLinkChecker, HostPacer } from "../../server/links/external";
import { checkExternal } from "../../server/links/fetch-link";
import { type TestServices, createTestServices } from "./support";

interface Seen {
  method: string;
  path: string;
  at: number;
  userAgent: string | undefined;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method!, path: req.url!, at: Date.now(), userAgent: req.headers["user-agent"] });
    const path = req.url!;
    if (path === "/slow") return; // never answers
    if ((path === "/no-head" || path === "/big") && req.method === "HEAD") return void res.writeHead(405).end();
    if (path === "/missing") return void res.writeHead(404).end("gone");
    if (path === "/moved") return void res.writeHead(301, { Location: "/ok" }).end();
    if (path.startsWith("/hop?to=")) return void res.writeHead(302, { Location: decodeURIComponent(path.slice(8)) }).end();
    if (path === "/loop") return void res.writeHead(302, { Location: "/loop" }).end();
    if (path === "/big") {
      res.writeHead(200, { "Content-Type": "text/plain" });
      // More than the checker reads: it stops reading and closes.
      return void res.end("x".repeat(1024 * 1024));
    }
    res.writeHead(200, { "Content-Type": "text/html" }).end("<p>ok</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = (pacer = new HostPacer(0)) => ({
  userAgent: "GuamTranslationSiteLinkChecker/1.0 (+https://site.example)",
  allowPrivate: true,
  timeoutMs: 500,
  pace: (host: string) => pacer.wait(host),
});
const requestsTo = (path: string) => seen.filter((entry) => entry.path === path);

describe("checking a link to another site", () => {
  it("answers ok for a 200, with a user agent that names the site, asking with HEAD only", async () => {
    expect(await checkExternal(`${base}/ok`, options())).toEqual({ state: "ok", httpStatus: 200, target: null });
    expect(requestsTo("/ok").map((entry) => entry.method)).toEqual(["HEAD"]);
    expect(requestsTo("/ok")[0]!.userAgent).toContain("https://site.example");
  });

  it("asks with GET when HEAD is refused", async () => {
    expect(await checkExternal(`${base}/no-head`, options())).toEqual({ state: "ok", httpStatus: 200, target: null });
    expect(requestsTo("/no-head").map((entry) => entry.method)).toEqual(["HEAD", "GET"]);
  });

  it("answers broken for a 404, redirected (with where it ends) for a 301, broken for a redirect loop", async () => {
    expect(await checkExternal(`${base}/missing`, options())).toEqual({ state: "broken", httpStatus: 404, target: null });
    expect(await checkExternal(`${base}/moved`, options())).toEqual({ state: "redirected", httpStatus: 301, target: `${base}/ok` });
    expect(await checkExternal(`${base}/loop`, options())).toEqual({ state: "broken", httpStatus: 302, target: null });
    expect(requestsTo("/loop").length).toBe(6);
  });

  it("reads at most a bounded part of a GET's body", async () => {
    // /big refuses HEAD and answers GET with a megabyte: the checker stops reading after its first part.
    expect(await checkExternal(`${base}/big`, options())).toEqual({ state: "ok", httpStatus: 200, target: null });
  });

  it("gives up on a server that does not answer in time", async () => {
    const started = Date.now();
    expect(await checkExternal(`${base}/slow`, options())).toEqual({ state: "broken", httpStatus: null, target: null });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("sends one request per host per interval", async () => {
    const pacer = new HostPacer(300);
    const paths = ["/paced-1", "/paced-2", "/paced-3"];
    await Promise.all(paths.map((path) => checkExternal(`${base}${path}`, options(pacer))));
    const times = paths
      .flatMap(requestsTo)
      .map((entry) => entry.at)
      .sort((a, b) => a - b);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(250);
  });
});

describe("the guard against private addresses", () => {
  it("refuses loopback, private, link-local, multicast, unspecified and IPv4-mapped addresses", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1"])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["::1", "::", "fe80::1", "fd12::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "[::1]"])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700::1111", "::ffff:8.8.8.8"]) expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses a host name resolving to loopback, or to any private address among public ones (rebinding)", async () => {
    await expect(pinnedAddress("localhost", { allowPrivate: false })).rejects.toThrow(/does not connect/);
    const resolve = async () => [
      { address: "8.8.8.8", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    await expect(pinnedAddress("rebind.test", { allowPrivate: false, resolve })).rejects.toThrow(/does not connect/);
    await expect(pinnedAddress("[::1]", { allowPrivate: false })).rejects.toThrow(/does not connect/);
    await expect(pinnedAddress("::ffff:127.0.0.1", { allowPrivate: false })).rejects.toThrow(/does not connect/);
    expect(await pinnedAddress("localhost", { allowPrivate: true, resolve: async () => [{ address: "127.0.0.1", family: 4 }] })).toEqual({
      address: "127.0.0.1",
      family: 4,
    });
  });

  it("never connects to 127.0.0.1, 10.x, 169.254.x or ::1 when private addresses are not allowed", async () => {
    const before = seen.length;
    const refused = { ...options(), allowPrivate: false };
    for (const href of [
      `${base}/ok`,
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
    ])
      expect(await checkExternal(href, refused), href).toEqual({ state: "unchecked", httpStatus: null, target: null });
    expect(seen.length).toBe(before);
  });

  it("checks every redirect's address again: a hop to an address not allowed is never connected to", async () => {
    const inside = http.createServer((req, res) => {
      seen.push({ method: req.method!, path: `inside${req.url}`, at: Date.now(), userAgent: undefined });
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => inside.listen(0, "127.0.0.2", resolve));
    const insidePort = (inside.address() as AddressInfo).port;
    // Only this test's first server counts as outside: 127.0.0.2 stands for the inside.
    const onlyFirst = { ...options(), allowPrivate: false, allowAddress: (address: string) => address === "127.0.0.1" };
    try {
      const to = `http://127.0.0.2:${insidePort}/secret`;
      expect(await checkExternal(`${base}/hop?to=${encodeURIComponent(to)}`, onlyFirst)).toEqual({
        state: "unchecked",
        httpStatus: null,
        target: null,
      });
      expect(requestsTo("inside/secret")).toEqual([]);
      expect(requestsTo(`/hop?to=${encodeURIComponent(`http://127.0.0.2:${insidePort}/secret`)}`).length).toBeGreaterThan(0);
      // Allowed, the same hop is followed.
      const allowed = { ...onlyFirst, allowAddress: (address: string) => address.startsWith("127.") };
      expect(await checkExternal(`${base}/hop?to=${encodeURIComponent(`http://127.0.0.2:${insidePort}/secret`)}`, allowed)).toEqual({
        state: "redirected",
        httpStatus: 302,
        target: `http://127.0.0.2:${insidePort}/secret`,
      });
      expect(requestsTo("inside/secret")).toHaveLength(1);
    } finally {
      inside.closeAllConnections();
      await new Promise((resolve) => inside.close(resolve));
    }
  });

  it("connects to the address it resolved and checked, not to a second lookup's", async () => {
    // No DNS knows pinned.test: only the checker's own resolution can lead the connection here.
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    const port = new URL(base).port;
    expect(await checkExternal(`http://pinned.test:${port}/pinned`, { ...options(), resolve })).toEqual({
      state: "ok",
      httpStatus: 200,
      target: null,
    });
    expect(requestsTo("/pinned")).toHaveLength(1);
  });

  it("checks http and https addresses only", async () => {
    expect((await checkExternal("ftp://127.0.0.1/file", options())).state).toBe("broken");
  });
});

describe("the background check", () => {
  let test: TestServices;
  beforeAll(async () => {
    test = await createTestServices("sqlite");
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("checks each address once a day, writing its finding to every row that shows it", async () => {
    const { db } = test.services.database;
    let clock = Date.parse("2026-11-28T00:00:00Z");
    const row = (pageId: number, href: string) => ({ page_id: pageId, locale: "en", kind: "link" as const, href, external: 1 });
    await db
      .insertInto("links")
      .values([row(1, `${base}/daily-ok`), row(2, `${base}/daily-ok`), row(1, `${base}/missing`)])
      .execute();
    const checker = new ExternalLinkChecker(db, pino({ level: "silent" }), {
      userAgent: "test",
      allowPrivate: true,
      perHostMs: 20,
      timeoutMs: 1_000,
      now: () => clock,
    });
    expect(await checker.run()).toBe(2);
    const rows = await db.selectFrom("links").select(["href", "state", "http_status", "checked_at"]).orderBy("id").execute();
    expect(rows.map((r) => [r.state, r.http_status])).toEqual([
      ["ok", 200],
      ["ok", 200],
      ["broken", 404],
    ]);
    expect(requestsTo("/daily-ok")).toHaveLength(1);

    clock += DAY_MS - 60_000;
    expect(await checker.run()).toBe(0);
    clock += 120_000;
    expect(await checker.run()).toBe(2);
    expect(requestsTo("/daily-ok")).toHaveLength(2);
  });
});
