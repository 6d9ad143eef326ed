import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { describeValidationError } from "../../app/lib/cms-schemas";
import { CmsError } from "../cms/store";

/** An express handler whose rejections reach the error handler (Express 5 does this too; explicit is clearer). */
export const handle =
  (fn: (req: Request, res: Response, next: NextFunction) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    fn(req, res, next).catch(next);
  };

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Validates a request body with a shared schema; a refusal is a 400 naming the field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(400, describeValidationError(result.error));
  return result.data;
}

/** Ids are positive integers; anything else names no resource (404, never a database error). */
export function parseId(value: unknown, notFound: string): number {
  if (typeof value !== "string" || !/^[1-9]\d{0,14}$/.test(value)) throw new HttpError(404, notFound);
  return Number(value);
}

/** The API's error responses: HttpError and CmsError carry their status and message. */
export function apiErrorStatus(err: unknown): { status: number; message: string } | null {
  if (err instanceof HttpError || err instanceof CmsError) return { status: err.status, message: err.message };
  return null;
}
