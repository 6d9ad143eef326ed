import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/** A fresh nonce per response: 16 random bytes, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;
export function isNonce(value: string): boolean {
  return NONCE_PATTERN.test(value);
}

/**
 * Scripts run only with this response's nonce; nothing may frame the site, post forms elsewhere
 * or change the base URL. Styles allow inline attributes because React renders `style` props.
 */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  const directives = [
    "default-src 'self'",
    dev
      ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline' 'unsafe-eval'`
      : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

export function securityHeaders({ dev = false } = {}): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev }));
    // A page revalidated from cache replaces the policy with one for its own nonce (see
    // entry.server); the React Router adapter appends headers, so keep only the last policy.
    onHeaders(res, () => {
      const csp = res.getHeader("Content-Security-Policy");
      if (Array.isArray(csp)) res.setHeader("Content-Security-Policy", csp[csp.length - 1]!);
    });
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    // req.secure honours X-Forwarded-Proto only when TRUST_PROXY is configured.
    if (req.secure) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
