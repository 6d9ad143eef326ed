import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** A response kept ready to send: its status, headers, and its body in each encoding made so far. */
export interface CachedResponse {
  status: number;
  /** Content-Type, Cache-Control and the other headers the response carries, as rendered. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The content's hash; each encoding's strong ETag is derived from it (see etagFor). */
  hash: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Already compressed (images): always sent as it is, without Vary. */
  identityOnly?: true;
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, then none. A q=0 refuses
 * an encoding; a missing header means identity.
 */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/**
 * A strong ETag per representation: the same content compressed differently is a different
 * representation, so each encoding has its own tag, all derived from the content's hash.
 */
export function etagFor(hash: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/** Whether If-None-Match names this content (in any encoding: they all hold the same content). */
export function matchesEtag(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === `"${hash}"` || value === `"${hash}-br"` || value === `"${hash}-gzip"`;
  });
}

export const contentHash = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 32);

/** Quick to make (the first answer waits for it); the best versions replace them in the background. */
export async function compressQuickly(body: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

export async function compressBest(body: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
}

const sizeOf = (entry: CachedResponse) =>
  entry.bodies.identity.length + (entry.bodies.br?.length ?? 0) + (entry.bodies.gzip?.length ?? 0) + 256;

/**
 * Rendered public responses in memory, least recently used out past a byte cap. Pages answering
 * 404 live in a separate, smaller pool: any address can be made up, and made-up addresses must
 * not push the real pages out. `clear()` empties both and starts a new generation, so a render
 * that began before a change is never stored after it.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedResponse>();
  private readonly missing = new Map<string, CachedResponse>();
  private pagesBytes = 0;
  private missingBytes = 0;
  generation = 0;

  constructor(private readonly limits: { maxBytes: number; maxNotFoundBytes: number }) {}

  get(key: string): CachedResponse | undefined {
    const pool = this.pages.has(key) ? this.pages : this.missing;
    const entry = pool.get(key);
    if (entry) {
      // Map order is insertion order: moving it to the end marks it recently used.
      pool.delete(key);
      pool.set(key, entry);
    }
    return entry;
  }

  /** Stores the entry if nothing changed since `generation` was read (when its render began). */
  set(key: string, entry: CachedResponse, generation: number): boolean {
    if (generation !== this.generation) return false;
    this.delete(key);
    const notFound = entry.status === 404;
    const pool = notFound ? this.missing : this.pages;
    const max = notFound ? this.limits.maxNotFoundBytes : this.limits.maxBytes;
    const size = sizeOf(entry);
    if (size > max) return false;
    pool.set(key, entry);
    if (notFound) this.missingBytes += size;
    else this.pagesBytes += size;
    this.evict();
    return true;
  }

  /** Whether this entry is still the one kept for its key (without marking it used). */
  holds(key: string, entry: CachedResponse): boolean {
    return (entry.status === 404 ? this.missing : this.pages).get(key) === entry;
  }

  /** Adds a better-compressed body to an entry that is still the current one for its key. */
  improve(key: string, entry: CachedResponse, encoding: Exclude<Encoding, "identity">, body: Buffer): void {
    if (!this.holds(key, entry)) return;
    const before = sizeOf(entry);
    entry.bodies[encoding] = body;
    const delta = sizeOf(entry) - before;
    if (entry.status === 404) this.missingBytes += delta;
    else this.pagesBytes += delta;
    this.evict();
  }

  clear(): void {
    this.pages.clear();
    this.missing.clear();
    this.pagesBytes = 0;
    this.missingBytes = 0;
    this.generation += 1;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size + this.missing.size, bytes: this.pagesBytes + this.missingBytes };
  }

  private delete(key: string) {
    for (const [pool, notFound] of [
      [this.pages, false],
      [this.missing, true],
    ] as const) {
      const old = pool.get(key);
      if (!old) continue;
      pool.delete(key);
      if (notFound) this.missingBytes -= sizeOf(old);
      else this.pagesBytes -= sizeOf(old);
    }
  }

  private evict() {
    while (this.pagesBytes > this.limits.maxBytes && this.pages.size > 0) {
      const [oldest, entry] = this.pages.entries().next().value!;
      this.pages.delete(oldest);
      this.pagesBytes -= sizeOf(entry);
    }
    while (this.missingBytes > this.limits.maxNotFoundBytes && this.missing.size > 0) {
      const [oldest, entry] = this.missing.entries().next().value!;
      this.missing.delete(oldest);
      this.missingBytes -= sizeOf(entry);
    }
  }
}

/**
 * Sends a kept response in the encoding the client prefers (making it now if it is missing, and
 * keeping it through `keep`), or 304 when If-None-Match still names this content. A 304 carries
 * the same validator, caching and security headers as the 200 it stands for.
 */
export async function sendCached(
  req: Request,
  res: Response,
  entry: CachedResponse,
  extraHeaders: ReadonlyArray<readonly [string, string]>,
  keep?: (encoding: Exclude<Encoding, "identity">, body: Buffer) => void,
): Promise<void> {
  // Under a kilobyte, compression saves less than its own headers cost.
  const wanted = entry.bodies.identity.length < 1024 ? "identity" : negotiate(req.headers["accept-encoding"]);
  const encoding: Encoding = wanted;
  let body = entry.bodies[wanted];
  if (!body && wanted !== "identity") {
    body = await compressQuickly(entry.bodies.identity, wanted);
    keep?.(wanted, body);
  }
  body ??= entry.bodies.identity;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  for (const [name, value] of extraHeaders) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etagFor(entry.hash, encoding));
  if (matchesEtag(req.headers["if-none-match"], entry.hash)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = entry.status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}
