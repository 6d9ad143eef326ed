/**
 * Turning a refused payload into one sentence a person can act on. The shared schemas carry their
 * own messages for the rules they state; anything they leave unsaid (a list where an object was
 * expected, a malformed date) is worded here from the field's name, so a library's own text
 * ("Invalid input: expected object, received array") never reaches anyone. Browser-safe.
 */
import type { z } from "zod";

const LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  status: "Status",
  metaDescription: "Meta description",
  metaKeywords: "Meta keywords",
  publishedAt: "Published date",
  version: "Version",
  sections: "Sections",
  id: "Section id",
  sectionKey: "Section key",
  sectionType: "Section type",
  content: "Section content",
  text: "Section content text",
  sortOrder: "Sort order",
  pageId: "Page id",
  username: "Username",
  password: "Password",
  email: "Email",
  newPassword: "New password",
  token: "Token",
  q: "Search text",
  alt: "Alt text",
  page: "Page number",
  pageSize: "Page size",
};

/** The plain name of the field at `path` ("Section key" for ["sections", 2, "sectionKey"]). */
export function fieldLabel(path: ReadonlyArray<PropertyKey>): string {
  // An element of the sections list itself (not one of its fields).
  if (path.length === 2 && path[0] === "sections" && typeof path[1] === "number") return "Each section";
  const name = [...path].reverse().find((part) => typeof part === "string");
  if (name === undefined) return "Request body";
  // A field's key ("business_name", "metaTitle") in words: "Business name", "Meta title".
  return (
    LABELS[name] ??
    name.charAt(0).toUpperCase() +
      name
        .slice(1)
        .replace(/([A-Z])/g, (c) => ` ${c.toLowerCase()}`)
        .replace(/_/g, " ")
  );
}

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  null: "empty",
};

type Issue = z.core.$ZodRawIssue;

/** The message for an issue the schema gave no message of its own. */
export function plainIssueMessage(issue: Issue): string {
  const path = issue.path ?? [];
  const label = fieldLabel(path);
  if (path.length === 0) return "Request body must be a JSON object";
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${label} is required`;
      return `${label} must be ${EXPECTED[String(issue.expected)] ?? "of another kind"}`;
    case "invalid_format":
      if (issue.format === "datetime") return `${label} must be a date and time such as 2026-01-31T09:00:00Z`;
      if (issue.format === "email") return `${label} must be a valid e-mail address`;
      return `${label} is not in the expected format`;
    case "too_small":
      return issue.origin === "string" ? `${label} is too short` : `${label} is too small`;
    case "too_big":
      return issue.origin === "string" ? `${label} is too long` : `${label} is too large`;
    case "invalid_value":
      return `${label} must be one of: ${issue.values.map(String).join(", ")}`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * Parses with plain messages. A refusal gives the first problem as one sentence (inside the
 * sections list it also says which section: "Section 3: Section key is required"). A character no
 * text may hold (see unstorableIn) is refused first, naming the field: every path that takes text
 * (the JSON API, uploads, the import, the shell) parses through here, so all of them refuse it alike.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string; issues: z.core.$ZodIssue[] } {
  const bad = findUnstorable(data);
  if (bad) return { ok: false, message: unstorableMessage(bad), issues: [] };
  const result = schema.safeParse(data, { error: (issue) => plainIssueMessage(issue) });
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, message: "Request body is not valid", issues: [] };
  const [first, index] = issue.path;
  const message = first === "sections" && typeof index === "number" ? `Section ${index + 1}: ${issue.message}` : issue.message;
  return { ok: false, message, issues: result.error.issues };
}

/**
 * What makes a text impossible to store as given: a NUL character (PostgreSQL cannot store one),
 * or half of a surrogate pair, a "lone surrogate" (what JSON's "\ud800" or XLIFF's
 * <cp hex="D800"/> gives: each engine stores it as a different replacement character, so the page
 * would show what nobody wrote). No field of this site has a use for either. The one check of
 * both, wherever text comes in: JSON bodies, URL texts, uploads' fields, XLIFF, backup imports.
 */
export type Unstorable = "nul" | "surrogate";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unstorableIn(text: string): Unstorable | null {
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "surrogate";
  return null;
}

/** The refusal of such a character in the text named `label`. */
export function unstorableSentence(label: string, kind: Unstorable): string {
  return kind === "nul"
    ? `${label} must not contain a NUL character`
    : `${label} has a broken character in it (half of an emoji or a rare letter): type that character again`;
}

/** The refusal of such a character at `found.path`. */
export const unstorableMessage = (found: { path: ReadonlyArray<PropertyKey>; kind: Unstorable }) =>
  unstorableSentence(fieldLabel(found.path), found.kind);

/** The first string (or object key) in `value`, an API payload, holding such a character, with its path. */
export function findUnstorable(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; kind: Unstorable } | null {
  if (typeof value === "string") {
    const kind = unstorableIn(value);
    return kind ? { path, kind } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorable(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const kind = unstorableIn(key);
      if (kind) return { path: [...path, key], kind };
      const found = findUnstorable(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
