import { describe, expect, it } from "vitest";
import { type CachedResponse, etagFor, matchesEtag, negotiate, PageCache } from "../../server/site/page-cache";

const entry = (size: number, status = 200): CachedResponse => ({
  status,
  headers: [],
  hash: `h${size}`,
  bodies: { identity: Buffer.alloc(size) },
});

describe("the rendered-page cache", () => {
  it("keeps pages under a byte cap, letting the least recently used go first", () => {
    const cache = new PageCache({ maxBytes: 10_000, maxNotFoundBytes: 2_000 });
    cache.set("/a", entry(3_000), cache.generation);
    cache.set("/b", entry(3_000), cache.generation);
    cache.set("/c", entry(3_000), cache.generation);
    cache.get("/a"); // /a is now more recent than /b
    cache.set("/d", entry(3_000), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
  });

  it("keeps made-up addresses (404) in their own small pool, so they cannot push real pages out", () => {
    const cache = new PageCache({ maxBytes: 10_000, maxNotFoundBytes: 2_000 });
    cache.set("/languages", entry(4_000), cache.generation);
    for (let i = 0; i < 50; i += 1) cache.set(`/nope-${i}`, entry(900, 404), cache.generation);
    expect(cache.get("/languages")).toBeDefined();
    expect(cache.get("/nope-49")?.status).toBe(404);
    expect(cache.get("/nope-0")).toBeUndefined();
  });

  it("never stores a render that began before the content changed", () => {
    const cache = new PageCache({ maxBytes: 10_000, maxNotFoundBytes: 2_000 });
    const before = cache.generation;
    cache.clear();
    expect(cache.set("/a", entry(100), before)).toBe(false);
    expect(cache.get("/a")).toBeUndefined();
  });

  it("refuses an entry larger than the whole cache", () => {
    const cache = new PageCache({ maxBytes: 1_000, maxNotFoundBytes: 500 });
    expect(cache.set("/huge", entry(5_000), cache.generation)).toBe(false);
  });
});

describe("content negotiation and validators", () => {
  it("prefers brotli, then gzip, honours q=0, and sends identity without Accept-Encoding", () => {
    expect(negotiate(undefined)).toBe("identity");
    expect(negotiate("gzip, deflate, br")).toBe("br");
    expect(negotiate("gzip")).toBe("gzip");
    expect(negotiate("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiate("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiate("*")).toBe("gzip");
    expect(negotiate("deflate")).toBe("identity");
  });

  it("gives each encoding its own strong ETag and matches any of them", () => {
    expect(etagFor("abc", "identity")).toBe('"abc"');
    expect(etagFor("abc", "br")).toBe('"abc-br"');
    expect(matchesEtag('"abc-gzip"', "abc")).toBe(true);
    expect(matchesEtag('"x", W/"abc"', "abc")).toBe(true);
    expect(matchesEtag('"abcd"', "abc")).toBe(false);
    expect(matchesEtag(undefined, "abc")).toBe(false);
  });
});
