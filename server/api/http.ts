import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { fieldLabel, findNul, parseInput } from "../../app/lib/validation";
import { MAX_ID } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";
import { type ErrorShape, sendAppError } from "./errors";

/**
 * An Express handler whose refusals (AppError) are answered in the given error shape; anything
 * else goes on to the error handler (a logged 500).
 */
export const handle =
  (fn: (req: Request, res: Response, next: NextFunction) => Promise<void>, shape: ErrorShape = "plain"): RequestHandler =>
  (req, res, next) => {
    fn(req, res, next).catch((err: unknown) => {
      if (err instanceof AppError && !res.headersSent) sendAppError(res, err, shape);
      else next(err);
    });
  };

/** A NUL character anywhere in the input is refused up front, naming the field. */
function refuseNul(value: unknown, path: PropertyKey[] = []) {
  const found = findNul(value, path);
  if (found) throw invalidInput(`${fieldLabel(found)} must not contain a NUL character`);
}

/** Validates a request body with a shared schema; a refusal is a 400 naming the field in plain words. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  refuseNul(body);
  const result = parseInput(schema, body ?? {});
  if (!result.ok) throw invalidInput(result.message);
  return result.data;
}

/** A text from the URL (a slug, a search): NUL refused by name like a body field. */
export function parseText(value: unknown, field: string): string {
  const text = typeof value === "string" ? value : "";
  refuseNul(text, [field]);
  return text;
}

/** Ids are positive integers that fit the database's id column; anything else names no resource (404). */
export function parseId(value: unknown, notFoundMessage: string): number {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw notFound(notFoundMessage);
  return Number(value);
}
