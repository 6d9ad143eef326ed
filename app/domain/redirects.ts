import { z } from "zod";

/**
 * The rules of redirects (docs/product.md, "Redirects"), shared by the server and the Redirects
 * screen: how an old address is written once, what a target may be, and the payload's checks.
 */

export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_TARGET_MAX = 2000;
/** An import: at most this many lines and bytes, all or nothing. */
export const REDIRECT_IMPORT_MAX_LINES = 5000;
export const REDIRECT_IMPORT_MAX_BYTES = 512 * 1024;

export interface RedirectDTO {
  id: number;
  from: string;
  to: string;
  status: RedirectStatus;
  automatic: boolean;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
}

export interface NotFoundDTO {
  path: string;
  hits: number;
  lastAt: string;
  topReferrer: string | null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** What a spreadsheet would run as a formula: refused in an address, whatever its origin. */
export const looksLikeFormula = (value: string) => /^[=+\-@\t\r]/.test(value);

/**
 * The one written form of an address a request or a person names: decoded, in lower case, with
 * no trailing slash (but "/"), without its query or fragment. Null when it is no site path.
 */
export function redirectKey(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const bare = path.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return null;
  }
  if (CONTROL.test(decoded) || /\s/.test(decoded)) return null;
  const key = decoded.toLowerCase().replace(/\/+$/, "") || "/";
  return key.length > REDIRECT_PATH_MAX ? null : key;
}

/** An old address as typed: a path, or an old site's whole URL (http or https), of which the path counts. */
export function fromInput(value: string): string | null {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      return redirectKey(new URL(text).pathname);
    } catch {
      return null;
    }
  }
  return redirectKey(text);
}

/** Why a target cannot be used, or null: a path of this site, or an https:// address. */
export function targetProblem(value: string): string | null {
  const text = value.trim();
  if (text === "") return "To is required: a path such as /services or an https:// address";
  if (looksLikeFormula(text)) return "To must not start with =, +, - or @ (a spreadsheet formula)";
  if (text.length > REDIRECT_TARGET_MAX) return `To must be at most ${REDIRECT_TARGET_MAX} characters`;
  if (CONTROL.test(text) || /\s/.test(text)) return "To must not contain spaces or control characters";
  if (text.startsWith("/") && !text.startsWith("//")) return null;
  if (/^https:\/\//i.test(text)) {
    try {
      return new URL(text).hostname ? null : "To must be an https:// address with a host";
    } catch {
      return "To is not a valid https:// address";
    }
  }
  return "To must be a path starting with / or an https:// address";
}

/** The address sent in Location: the target, with the request's query string kept. */
export function locationOf(target: string, query: string): string {
  if (query === "") return target;
  const hashAt = target.indexOf("#");
  const [base, hash] = hashAt === -1 ? [target, ""] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
}

/** The site path a target names (its redirect key), or null for another site's address. */
export const targetKey = (target: string): string | null => (target.startsWith("/") ? redirectKey(target) : null);

export const redirectPayloadSchema = z
  .object({
    from: z.string().max(REDIRECT_TARGET_MAX),
    to: z
      .string()
      .max(REDIRECT_TARGET_MAX + 10)
      .default(""),
    status: z.union([z.literal(301), z.literal(302), z.literal(410)], { error: "Status must be 301, 302 or 410" }).default(301),
  })
  .superRefine((value, ctx) => {
    if (looksLikeFormula(value.from.trim())) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "From must not start with =, +, - or @ (a spreadsheet formula)" });
    } else if (fromInput(value.from) === null) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "From must be a path starting with / (or an old site's whole address)" });
    } else if (fromInput(value.from) === "/") {
      ctx.addIssue({ code: "custom", path: ["from"], message: "From cannot be the home page" });
    }
    const problem = value.status === 410 ? null : targetProblem(value.to);
    if (problem) ctx.addIssue({ code: "custom", path: ["to"], message: problem });
  })
  .transform((value) => ({
    from: fromInput(value.from)!,
    to: value.status === 410 ? "" : value.to.trim(),
    status: value.status as RedirectStatus,
  }));
export type RedirectPayload = z.output<typeof redirectPayloadSchema>;
