/**
 * Field values (app/lib/fields/define.ts): checking one, storing it as its section's text, and
 * reading a page's sections back into typed values with the defaults filling what is not there.
 * Browser-safe: the server checks saves with it and the admin form checks as you type.
 */
import { LIMITS } from "../limits";
import type { Field, FieldValues, ImageValue, ItemField, LinkValue, PageDefinition } from "./define";
import { storedType } from "./define";

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
/** Characters no text of the site has a use for (NUL, controls other than tab and line breaks). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A link's address: a site path, or an https:, mailto: or tel: address. The problem, or null. */
export function linkTargetProblem(href: string): string | null {
  const target = href.trim();
  if (target === "") return "Link address is required";
  if (target.length > 2000) return "Link address must be at most 2000 characters";
  if (/\s/.test(target) || CONTROL.test(target) || target.includes("\\")) return "Link address must not contain spaces";
  if (target.startsWith("/")) return target.startsWith("//") ? LINK_KINDS : null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme === "https") {
    try {
      return new URL(target).hostname ? null : LINK_KINDS;
    } catch {
      return LINK_KINDS;
    }
  }
  if (scheme === "mailto") return /^mailto:[^@]+@[^@]+$/i.test(target) ? null : "An e-mail link must look like mailto:name@example.com";
  if (scheme === "tel") return /^tel:\+?[0-9().\- ]{3,30}$/i.test(target) ? null : "A phone link must look like tel:+16715550142";
  return LINK_KINDS;
}
const LINK_KINDS = "Link address must be a page of this site (such as /contact), or an https:, mailto: or tel: address";

function textProblem(value: unknown, o: { required: boolean; maxLength?: number; kind: string }): string | null {
  if (typeof value !== "string") return "must be text";
  if (CONTROL.test(value)) return "must not contain control characters";
  if (o.required && value.trim() === "") return "is required";
  if (o.kind === "text" && /[\r\n]/.test(value)) return "must be one line";
  if (o.kind === "richText") return utf8Length(value) > LIMITS.contentMaxBytes ? "must be at most 200 KB" : null;
  if (o.maxLength !== undefined && value.length > o.maxLength) return `must be at most ${o.maxLength} characters`;
  return null;
}

function linkProblem(value: unknown, required: boolean): string | null {
  if (!isObject(value) || typeof value.label !== "string" || typeof value.href !== "string")
    return "must be a link with a label and an address";
  const { label, href } = value as unknown as LinkValue;
  if (!required && label.trim() === "" && href.trim() === "") return null;
  const labelProblem = textProblem(label, { required: true, maxLength: 200, kind: "text" });
  if (labelProblem) return `label ${labelProblem}`;
  return linkTargetProblem(href);
}

const items = (count: number) => (count === 1 ? "1 item" : `${count} items`);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function itemProblem(field: ItemField, value: unknown): string | null {
  switch (field.kind) {
    case "text":
    case "paragraph":
      return textProblem(value, field);
    case "link":
      return linkProblem(value, field.required);
    case "toggle":
      return typeof value === "boolean" ? null : "must be true or false";
    case "lines": {
      if (!Array.isArray(value)) return "must be a list of lines";
      if (value.length > (field.maxLength ?? 30)) return `must have at most ${field.maxLength ?? 30} lines`;
      const bad = value.findIndex((line) => textProblem(line, { required: true, maxLength: 300, kind: "text" }) !== null);
      return bad === -1 ? null : `line ${bad + 1} must be one line of text (at most 300 characters)`;
    }
    case "time":
      if (typeof value !== "string") return "must be a time";
      if (value === "") return field.required ? "is required" : null;
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : "must be a time such as 09:00";
    case "choice":
      return choiceProblem(field.options, value);
    case "page":
      if (value === null) return field.required ? "is required" : null;
      return Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2147483647 ? null : "must be one of your pages";
  }
}

function choiceProblem(options: ReadonlyArray<{ value: string; label: string }>, value: unknown): string | null {
  return typeof value === "string" && options.some((option) => option.value === value)
    ? null
    : `must be one of: ${options.map((option) => option.label).join(", ")}`;
}

/**
 * The problem with a value for `field`, as a sentence naming the field (and the item, in a list):
 * "Price is required" becomes "Packages, item 2: Price is required". Null when the value fits.
 * Whether an image or a page named by id exists is the server's to check.
 */
export function fieldProblem(field: Field, value: unknown): string | null {
  const named = (problem: string | null) => (problem ? `${field.label} ${problem}` : null);
  switch (field.kind) {
    case "text":
    case "paragraph":
    case "richText":
      return named(textProblem(value, field));
    case "choice":
      return named(choiceProblem(field.options, value));
    case "link": {
      const problem = linkProblem(value, field.required);
      return problem && !problem.startsWith("label") && !problem.startsWith("must") ? `${field.label}: ${problem}` : named(problem);
    }
    case "image": {
      if (
        !isObject(value) ||
        typeof value.alt !== "string" ||
        !(value.mediaId === null || (Number.isInteger(value.mediaId) && (value.mediaId as number) > 0))
      ) {
        return named("must be an image of the media library with its alt text");
      }
      if (field.required && value.mediaId === null) return named("is required: choose an image of the media library");
      return named(
        textProblem(value.alt, { required: false, maxLength: 500, kind: "text" }) && "alt text must be one line of at most 500 characters",
      );
    }
    case "list": {
      if (!Array.isArray(value)) return named("must be a list");
      if (value.length > field.maxItems) return named(`can hold at most ${items(field.maxItems)}`);
      if (field.minItems !== undefined && value.length < field.minItems) return named(`must hold at least ${items(field.minItems)}`);
      if (field.fixed && value.length !== field.default.length) return named(`must keep its ${field.default.length} items`);
      for (let index = 0; index < value.length; index += 1) {
        const entry: unknown = value[index];
        if (!isObject(entry)) return `${field.label}, item ${index + 1}: must be an item with its fields`;
        for (const part of field.item) {
          const problem = itemProblem(part, entry[part.key] === undefined ? part.default : entry[part.key]);
          if (problem) {
            const sentence =
              part.kind === "link" && !problem.startsWith("label") && !problem.startsWith("must")
                ? `${part.label}: ${problem}`
                : `${part.label} ${problem}`;
            return `${field.label}, item ${index + 1}: ${sentence}`;
          }
        }
      }
      return null;
    }
  }
}

/** The section text that stores `value`. */
export function sectionTextOf(field: Field, value: unknown): string {
  return storedType(field.kind) === "json" ? JSON.stringify(value) : String(value);
}

/**
 * The value a section holds for `field`, or the problem with it. Texts may sit in text or html
 * sections (the specification's clients choose the type); values stored as JSON must be JSON.
 */
export function valueFromSection(
  field: Field,
  section: { sectionType: string; text: string },
): { ok: true; value: unknown } | { ok: false; message: string } {
  const stored = storedType(field.kind);
  if (stored !== "json") {
    if (section.sectionType === "json") return { ok: false, message: `${field.label} is text: save it as a text or html section` };
    return { ok: true, value: section.text };
  }
  if (section.sectionType !== "json") return { ok: false, message: `${field.label} must be saved as a json section` };
  try {
    return { ok: true, value: withItemDefaults(field, JSON.parse(section.text) as unknown) };
  } catch {
    return { ok: false, message: `${field.label} must hold valid JSON` };
  }
}

/** List items saved before a field of theirs existed take that field's default. */
export function withItemDefaults(field: Field, value: unknown): unknown {
  if (field.kind !== "list" || !Array.isArray(value)) return value;
  return value.map((entry: unknown) =>
    isObject(entry)
      ? Object.fromEntries(field.item.map((part) => [part.key, entry[part.key] === undefined ? part.default : entry[part.key]]))
      : entry,
  );
}

/**
 * A page's values: for each field, its section's value where the page has a fitting one, its
 * default otherwise (no page, a draft, or a value saved before the field's rules changed).
 */
export function valuesOf<Fs extends readonly Field[]>(
  definition: PageDefinition<Fs>,
  sections: ReadonlyArray<{ sectionKey: string; sectionType: string; text: string }> | null | undefined,
): FieldValues<Fs> {
  const byKey = new Map((sections ?? []).map((s) => [s.sectionKey, s]));
  const values: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const section = byKey.get(field.key);
    const read = section ? valueFromSection(field, section) : null;
    values[field.key] = read?.ok && fieldProblem(field, read.value) === null ? read.value : field.default;
  }
  return values as FieldValues<Fs>;
}

/** Whether two values are the same (a field is "changed" when its value is not its default). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type { ImageValue, LinkValue };
