import type { Request, Response } from "express";
import { SESSION_ABSOLUTE_MS } from "../auth/sessions";

/** The session cookie: an opaque token, HttpOnly, SameSite=Lax, Secure when served over HTTPS. */
export const SESSION_COOKIE = "cms_session";

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session token a request carries, if any. */
export const sessionToken = (req: Request) => readCookie(req.headers.cookie, SESSION_COOKIE);

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  // req.secure honours X-Forwarded-Proto only when TRUST_PROXY is configured.
  secure: req.secure,
});

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
