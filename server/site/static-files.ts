import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { baseSecurityHeaders, PUBLIC_CONTENT_SECURITY_POLICY } from "../security/headers";
import { type CachedResponse, contentHash, sendCached } from "./page-cache";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
};

/**
 * The browser build (build/client) from memory: every file read once at start-up with the brotli
 * and gzip copies the build made (scripts/build.mjs), served in the encoding the client accepts
 * with a strong ETag. Hashed assets are immutable for a year; the few unhashed files (favicon,
 * payment image) are revalidated after an hour.
 */
export function staticFiles(clientDir: string): {
  handler: RequestHandler;
  get: (urlPath: string) => CachedResponse | undefined;
  text: (urlPath: string) => string | null;
} {
  const files = new Map<string, CachedResponse>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== ".vite") walk(full);
        continue;
      }
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const type = TYPES[path.extname(name).toLowerCase()];
      if (!type) continue;
      const urlPath = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
      const identity = readFileSync(full);
      const bodies: CachedResponse["bodies"] = { identity };
      if (existsSync(`${full}.br`)) bodies.br = readFileSync(`${full}.br`);
      if (existsSync(`${full}.gz`)) bodies.gzip = readFileSync(`${full}.gz`);
      const cacheControl = urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
      files.set(urlPath, {
        status: 200,
        headers: [
          ["Content-Type", type],
          ["Cache-Control", cacheControl],
        ],
        hash: contentHash(identity),
        bodies,
      });
    }
  };
  if (existsSync(clientDir)) walk(clientDir);

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = files.get(req.path);
    if (!entry) return next();
    const extra: Array<[string, string]> = [
      ["Content-Security-Policy", PUBLIC_CONTENT_SECURITY_POLICY],
      ...baseSecurityHeaders(req.secure),
    ];
    sendCached(req, res, entry, extra).catch(next);
  };
  return { handler, get: (urlPath) => files.get(urlPath), text: (urlPath) => files.get(urlPath)?.bodies.identity.toString("utf8") ?? null };
}
