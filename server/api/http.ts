import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { findUnstorable, parseInput, unstorableMessage } from "../../app/lib/validation";
import { MAX_ID } from "../db/connect";
import { invalidInput, notFound } from "../errors";

/** The largest body any API endpoint reads (JSON, or a CSV import). */
export const BODY_LIMIT = "1mb";

/**
 * An async Express handler: whatever it throws goes to the one error handler (server/api/errors.ts),
 * which answers a refusal (AppError) with its status and logs anything else as a 500.
 */
export const handle =
  (fn: (req: Request, res: Response, next: NextFunction) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    fn(req, res, next).catch(next);
  };

/**
 * Validates a request body with a shared schema; a refusal is a 400 naming the field in plain
 * words (a NUL character or a broken one anywhere included, see parseInput).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = parseInput(schema, body ?? {});
  if (!result.ok) throw invalidInput(result.message);
  return result.data;
}

/** A text from the URL (a slug, a search): NUL (or a broken character) refused by name like a body field. */
export function parseText(value: unknown, field: string): string {
  const text = typeof value === "string" ? value : "";
  const bad = findUnstorable(text, [field]);
  if (bad) throw invalidInput(unstorableMessage(bad));
  return text;
}

/** Ids are positive integers that fit the database's id column; anything else names no resource (404). */
export function parseId(value: unknown, notFoundMessage: string): number {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw notFound(notFoundMessage);
  return Number(value);
}
