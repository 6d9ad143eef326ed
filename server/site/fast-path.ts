import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import proxyaddr from "proxy-addr";
import { SESSION_COOKIE } from "../api/session-cookie";
import { baseSecurityHeaders, PUBLIC_CONTENT_SECURITY_POLICY } from "../security/headers";
import { type CachedResponse, type Encoding, etagFor, matchesEtag, negotiate } from "./page-cache";

type TrustFunction = (address: string | undefined, hop: number) => boolean;

/**
 * A kept body's headers as a raw list, per HTTPS or not. Keyed by the body itself: when a better
 * compression replaces a body, its length (and so its headers) change with it.
 */
const wireCache = new WeakMap<Buffer, Map<string, string[]>>();

function wireHeaders(entry: CachedResponse, encoding: Encoding, secure: boolean, marker: string | null): string[] {
  const body = entry.bodies[encoding]!;
  let byKey = wireCache.get(body);
  if (!byKey) wireCache.set(body, (byKey = new Map()));
  const key = `${secure}|${marker ?? ""}`;
  let headers = byKey.get(key);
  if (!headers) {
    headers = [];
    for (const [name, value] of entry.headers) headers.push(name, value);
    for (const [name, value] of [["Content-Security-Policy", PUBLIC_CONTENT_SECURITY_POLICY], ...baseSecurityHeaders(secure)])
      headers.push(name!, value!);
    if (!entry.identityOnly) headers.push("Vary", "Accept-Encoding");
    headers.push("ETag", etagFor(entry.hash, encoding), "Content-Length", String(body.length));
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    if (marker) headers.push("X-Page-Cache", marker);
    byKey.set(key, headers);
  }
  return headers;
}

/**
 * The shortest way through the server, taken before Express for what is already kept in memory:
 * the build's assets, and public pages a visitor without a session has asked for before. It
 * applies the same rules as the full path (no odd request, no session cookie, the visitor's
 * encoding, If-None-Match, HTTPS from a trusted proxy, one log line) with headers prepared once
 * per response, so a kept page costs little more than writing its bytes. Anything it cannot
 * answer in full goes on to Express, where a miss is rendered and kept.
 */
export function createFastPath({
  files,
  pages,
  trust,
  logger,
}: {
  files: (path: string) => CachedResponse | undefined;
  pages: (path: string) => CachedResponse | undefined;
  trust: TrustFunction;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 /* "/" */) return false;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    // One well-formed Host (what the malformed-request guard checks); anything else goes the long way.
    const host = req.headers.host;
    if (!host || /[^A-Za-z0-9.:[\]-]/.test(host)) return false;
    let hosts = 0;
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === "host") hosts += 1;
    if (hosts !== 1) return false;

    let entry = files(path);
    let marker: string | null = null;
    if (!entry) {
      if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
      entry = pages(path);
      if (!entry) return false;
      marker = "hit";
    }
    // Under a kilobyte, compression saves less than its own headers cost.
    const wanted = entry.identityOnly || entry.bodies.identity.length < 1024 ? "identity" : negotiate(req.headers["accept-encoding"]);
    // An encoding not made yet is made on the full path, and kept.
    if (!entry.bodies[wanted]) return false;

    const address = req.socket.remoteAddress;
    const secure =
      (req.socket as { encrypted?: boolean }).encrypted === true ||
      (trust(address, 0) &&
        String(req.headers["x-forwarded-proto"] ?? "")
          .split(",")[0]!
          .trim() === "https");
    const headers = wireHeaders(entry, wanted, secure, marker);
    const notModified = matchesEtag(req.headers["if-none-match"], entry.hash);
    const status = notModified ? 304 : entry.status;
    res.writeHead(status, headers);
    if (notModified || method === "HEAD") res.end();
    else res.end(entry.bodies[wanted]);

    res.once("finish", () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const ip = trust(address, 0) ? proxyaddr(req, trust) : address;
      logger.info({ method, path: path.slice(0, 300), status, ms, ip }, "request");
    });
    return true;
  };
}
