/**
 * Pieces the API's payload schemas share (browser-safe, zod only): numbers sent as numbers or
 * digit strings, ids, and the paging parameters of list endpoints. Every message names its field,
 * so a refusal can be shown as is.
 */
import { z } from "zod";

/**
 * A whole number sent as a number or as a string of digits: the original client sends the sort
 * order as a string ("3"), and other clients may do the same with ids ("pageId": "3").
 */
export const wholeNumber = (field: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, `${field} must be a whole number`),
      ],
      {
        error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a whole number`),
      },
    )
    .transform((value) => Number(value));

/** Ids are positive; one beyond the database's range is simply not found (the service says 404). */
export const idSchema = (field: string) =>
  wholeNumber(field).pipe(
    z
      .number()
      .int(`${field} must be a whole number`)
      .positive(`${field} must be a positive number`)
      .max(Number.MAX_SAFE_INTEGER, `${field} is too large`),
  );

/** A page's version as a client holds it: what a save or a restore applies over. */
export const versionSchema = z
  .number({ error: "Version must be a whole number" })
  .int("Version must be a whole number")
  .min(1, "Version must be 1 or more");

/** `?page=&pageSize=&q=` of a list endpoint: one page of results, optionally searched. */
export const listQueryFields = (defaultPageSize: number) => ({
  page: wholeNumber("Page number")
    .pipe(z.number().int().min(1, "Page number must be 1 or more").max(1_000_000, "Page number is too large"))
    .default(1),
  pageSize: wholeNumber("Page size")
    .pipe(z.number().int().min(1, "Page size must be 1 or more").max(100, "Page size must be at most 100"))
    .default(defaultPageSize),
  q: z
    .string()
    .trim()
    .max(200, "Search text must be at most 200 characters")
    .optional()
    .transform((q) => (q ? q : undefined)),
});

/** One page of a list endpoint's results, with how many match over all pages (for the pager). */
export interface ListPageDTO<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every refusal: `{ message, code }`, a sentence that can be shown as is and a stable code to decide on. */
export interface ApiErrorDTO {
  message: string;
  code: string;
  error?: string;
  success?: false;
}

/**
 * An object of values by names the client chose (the settings' values). zod leaves a "__proto__"
 * key out of the object it gives back (assigned, it would replace the object's prototype), so the
 * caller's check of the names would never see it and the payload would silently lose it: such a
 * key is refused here instead, with the caller's sentence for a name it does not know. Every
 * payload keyed by the client's names is built with this, never with z.record alone.
 */
export const namedValues = <V extends z.ZodType>(
  value: V,
  { error, unknownName }: { error: string; unknownName: (name: string) => string },
) =>
  z.preprocess(
    (input, ctx) => {
      if (input && typeof input === "object" && Object.hasOwn(input, "__proto__"))
        ctx.addIssue({ code: "custom", message: unknownName("__proto__"), input });
      return input;
    },
    z.record(z.string().max(100), value, { error }),
  );
