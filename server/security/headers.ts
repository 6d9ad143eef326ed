import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/** A fresh nonce per response: 16 random bytes, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  // Styles allow inline attributes because React renders `style` props.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/**
 * The admin screens hydrate: their scripts run only with this response's nonce, and what those
 * load inherits the trust (`strict-dynamic`). Development adds what Vite's hot reload needs.
 */
export function adminContentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    dev ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline' 'unsafe-eval'` : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    ...COMMON_DIRECTIVES,
  ].join("; ");
}

/**
 * Everything else, public pages first: scripts from the site's own origin only, and no nonce, so
 * the same content is the same bytes (cacheable, revalidatable). JSON-LD blocks are data, not
 * scripts, and need no allowance; nothing allows inline script.
 */
export const PUBLIC_CONTENT_SECURITY_POLICY = ["script-src 'self'", "connect-src 'self'", ...COMMON_DIRECTIVES].join("; ");

/** The headers every response carries besides its CSP. HSTS only when the request came over HTTPS. */
export function baseSecurityHeaders(secure: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (secure) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** The admin area: documents and data under /cms (any letter case). */
export const isAdminPath = (path: string) => /^\/cms(?:[/.]|$)/i.test(path);

export function securityHeaders({ dev = false } = {}): RequestHandler {
  return (req, res, next) => {
    if (isAdminPath(req.path)) {
      const nonce = createNonce();
      res.locals.nonce = nonce;
      res.setHeader("Content-Security-Policy", adminContentSecurityPolicy(nonce, { dev }));
    } else {
      res.locals.nonce = "";
      // In development Vite's client script runs on public pages too.
      res.setHeader("Content-Security-Policy", dev ? adminContentSecurityPolicy(createNonce(), { dev }) : PUBLIC_CONTENT_SECURITY_POLICY);
    }
    // req.secure honours X-Forwarded-Proto only when TRUST_PROXY is configured.
    for (const [name, value] of baseSecurityHeaders(req.secure)) res.setHeader(name, value);
    next();
  };
}
