import type { z } from "zod";
import { fieldLabel, parseInput, unstorableIn, unstorableSentence } from "../../app/lib/validation";
import { MAX_ID } from "../db/connect";

/**
 * The checks of one value of a row, for the row checks (rows.ts, variants.ts). A refusal is a
 * `RowProblem` whose message names the field, as the API's refusals do; the import adds the line,
 * the table and the id.
 */
export class RowProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RowProblem";
  }
}

export function refuse(message: string): never {
  throw new RowProblem(message);
}

const LABELS: Record<string, string> = {
  id: "Id",
  alt: "Alt text",
  og_image_id: "Sharing image",
  media_id: "Media id",
  page_id: "Page id",
  etag: "ETag",
};

/** The plain name of a column: the API's name for its field where it has one ("section_key" is "Section key"). */
export function label(column: string): string {
  return LABELS[column] ?? fieldLabel([column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())]);
}

/** Checks one column's value; `column` names it in the refusal. */
export type Kind = (value: unknown, column: string) => void;

const list = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

export const whole =
  (min: number, max: number): Kind =>
  (value, column) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      refuse(`${label(column)} must be a whole number from ${min} to ${max}`);
    }
  };

/** Ids of every table: what both engines store (PostgreSQL's integer). */
export const id: Kind = whole(1, MAX_ID);

export const text =
  ({ min = 0, max }: { min?: number; max?: number } = {}): Kind =>
  (value, column) => {
    if (typeof value !== "string") refuse(`${label(column)} must be text`);
    if (value.length < min) refuse(`${label(column)} is required`);
    if (max !== undefined && value.length > max) refuse(`${label(column)} must be at most ${max} characters`);
  };

export const oneOf =
  (values: readonly string[]): Kind =>
  (value, column) => {
    if (typeof value !== "string" || !values.includes(value)) refuse(`${label(column)} must be ${list(values)}`);
  };

/** A time as the site stores every one: `toISOString()`, UTC, to the millisecond (it compares them as text). */
export const time: Kind = (value, column) => {
  const valid =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!valid || new Date(value).toISOString() !== value) refuse(`${label(column)} must be a time such as 2026-01-31T09:00:00.000Z`);
};

export const bytes =
  (max: number): Kind =>
  (value, column) => {
    if (!Buffer.isBuffer(value) || value.length === 0) refuse(`${label(column)} must be bytes (base64)`);
    if (value.length > max) refuse(`${label(column)} is larger than anything the site stores there`);
  };

export const nullable =
  (kind: Kind): Kind =>
  (value, column) => {
    if (value !== null) kind(value, column);
  };

/** Kinds of columns a later migration added, with the value a file written before it means. */
const defaults = new WeakMap<Kind, unknown>();

/** A column that files written before its migration lack: such a row gets `value`. */
export const addedLater = (kind: Kind, value: unknown): Kind => {
  const wrapped: Kind = (v, column) => kind(v, column);
  defaults.set(wrapped, value);
  return wrapped;
};

/**
 * The row has exactly these columns (one added later may be missing, and takes its default), no text holds a character no text
 * may hold (a NUL or a broken one: unstorableIn), and each value is of its kind.
 */
export function checkColumns(row: Record<string, unknown>, columns: Record<string, Kind>, optional: ReadonlySet<string> = new Set()): void {
  for (const column of Object.keys(row)) {
    if (!Object.hasOwn(columns, column)) refuse(`The row has a column this site does not know: ${column.slice(0, 100)}`);
  }
  for (const column of Object.keys(columns)) {
    if (!Object.hasOwn(row, column) && defaults.has(columns[column]!)) row[column] = defaults.get(columns[column]!);
    if (!Object.hasOwn(row, column)) {
      // Written before the migration that added it: the database's default fills it in.
      if (optional.has(column)) continue;
      refuse(`${label(column)} is missing`);
    }
    const value = row[column];
    const bad = typeof value === "string" ? unstorableIn(value) : null;
    if (bad) refuse(unstorableSentence(label(column), bad));
  }
  for (const [column, kind] of Object.entries(columns)) if (Object.hasOwn(row, column)) kind(row[column], column);
}

/** Parses with the API's own schema and messages; a refusal is the API's sentence, after `prefix`. */
export function asTheApi<S extends z.ZodType>(schema: S, data: unknown, prefix = ""): z.output<S> {
  const result = parseInput(schema, data);
  if (!result.ok) refuse(`${prefix}${result.message}`);
  return result.data;
}

/**
 * A value as the API would have stored it: trimmed, and none rather than empty where the API
 * turns empty text into none. `parsed` is what the API's schema made of `value`.
 */
export function asStored(column: string, value: unknown, parsed: unknown, prefix = ""): void {
  if (value === parsed) return;
  if (typeof value === "string" && value.trim() !== value) refuse(`${prefix}${label(column)} must not begin or end with spaces`);
  if (value === "") refuse(`${prefix}${label(column)} must be null rather than empty`);
  refuse(`${prefix}${label(column)} is not as the site stores it`);
}
