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
  return LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/([A-Z])/g, (c) => ` ${c.toLowerCase()}`);
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
 * sections list it also says which section: "Section 3: Section key is required"). A NUL
 * character anywhere is refused first, naming the field: every path that takes text (the JSON
 * API, uploads, the import, the shell) parses through here, so all of them refuse it alike.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string; issues: z.core.$ZodIssue[] } {
  const nul = findNul(data);
  if (nul) return { ok: false, message: nulMessage(nul), issues: [] };
  const result = schema.safeParse(data, { error: (issue) => plainIssueMessage(issue) });
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, message: "Request body is not valid", issues: [] };
  const [first, index] = issue.path;
  const message = first === "sections" && typeof index === "number" ? `Section ${index + 1}: ${issue.message}` : issue.message;
  return { ok: false, message, issues: result.error.issues };
}

/**
 * The first string in `value` (an API payload) holding a NUL character, as a path. PostgreSQL
 * cannot store NUL in text, and no field of this site has a use for it.
 */
/** The refusal of a NUL character at `path`. */
export const nulMessage = (path: ReadonlyArray<PropertyKey>) => `${fieldLabel(path)} must not contain a NUL character`;

export function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key];
      const found = findNul(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
