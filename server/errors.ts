/**
 * The refusals a service or a guard can give, by kind. They throw them; the HTTP layer turns each
 * kind into its status and the one error body `{ message, code }` (server/api/errors.ts), so no
 * service knows about HTTP and no router invents its own error shape. The code is stable: clients
 * decide on it, never on the sentence. Messages are sentences an administrator can read, naming
 * the field they are about.
 */
export type ErrorCode =
  | "invalid_input"
  | "forbidden"
  | "not_found"
  | "gone"
  | "version_conflict"
  | "slug_taken"
  | "translation_exists"
  | "section_key_taken"
  | "redirect_conflict"
  | "in_use"
  | "built_in"
  /** A translation already waiting for review (docs/product.md, "Review before publishing"). */
  | "in_review"
  /** A decision on a translation that waits for none. */
  | "not_in_review"
  | "too_large"
  | "unauthorized"
  | "throttled"
  | "busy";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds to wait before trying again (throttled, busy). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const invalidInput = (message: string) => new AppError("invalid_input", message);
export const notFound = (message: string) => new AppError("not_found", message);
export const unauthorized = (message = "Not signed in") => new AppError("unauthorized", message);
export const forbidden = (message: string) => new AppError("forbidden", message);

/** A save or restore over a version other than the page's current one (409). */
export const versionConflict = () =>
  new AppError("version_conflict", "This page was changed elsewhere since you opened it. Reload to see the latest version.");
