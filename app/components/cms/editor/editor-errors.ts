/**
 * The editor's validation messages, typed by the field they belong to: the page's own fields by
 * name, a section's fields by the section's client id, so a message stays beside its section
 * even after sections move. Problems are found with the API's own schema.
 */
import {
  PAGE_FIELDS,
  fieldClientId,
  isUnchangedSchedule,
  toPayload,
  type ClientId,
  type EditorPage,
  type EditorSection,
  type FieldRef,
  type PageField,
  type SectionField,
} from "~/components/cms/editing/editor-state";
import { fieldNamedIn, fieldProblems } from "~/components/cms/fields/field-state";
import type { Field } from "~/lib/fields/define";
import { builtInSlugProblem } from "~/content/pages/registry";
import { errorMessage, hasErrorCode } from "~/lib/api-client";
import { pagePayloadSchema, type PagePayload } from "~/domain/schemas/pages";
import { guamLocalToIso } from "~/lib/guam-time";

export interface EditorErrors {
  page: Partial<Record<PageField, string>>;
  sections: Partial<Record<ClientId, Partial<Record<SectionField, string>>>>;
}

export const NO_ERRORS: EditorErrors = { page: {}, sections: {} };

export const pageField = (field: PageField): FieldRef => ({ kind: "page", field });
export const sectionField = (clientId: ClientId, field: SectionField): FieldRef => ({ kind: "section", clientId, field });

/** The message shown under a field, if any. */
export function errorAt(errors: EditorErrors, ref: FieldRef): string | undefined {
  return ref.kind === "page" ? errors.page[ref.field] : errors.sections[ref.clientId]?.[ref.field];
}

/** The errors with this field's message set (replacing any message it had). */
export function withError(errors: EditorErrors, ref: FieldRef, message: string): EditorErrors {
  if (ref.kind === "page") return { ...errors, page: { ...errors.page, [ref.field]: message } };
  const section = { ...errors.sections[ref.clientId], [ref.field]: message };
  return { ...errors, sections: { ...errors.sections, [ref.clientId]: section } };
}

/** The errors without this field's message; the same object when it had none (no re-render). */
export function withoutError(errors: EditorErrors, ref: FieldRef): EditorErrors {
  if (errorAt(errors, ref) === undefined) return errors;
  if (ref.kind === "page") {
    const { [ref.field]: _removed, ...page } = errors.page;
    return { ...errors, page };
  }
  const { [ref.field]: _removed, ...section } = errors.sections[ref.clientId] ?? {};
  return { ...errors, sections: { ...errors.sections, [ref.clientId]: section } };
}

/** Which field's message an edit of this section property makes stale: a new type re-judges the content. */
export function sectionFieldOf(property: keyof EditorSection): SectionField {
  return property === "sectionKey" ? "sectionKey" : "text";
}

/**
 * The field a payload path is about, or null when it is about none the form shows. Sections are
 * addressed by their index in the payload sent, so `sentClientIds` lists the sections of that
 * payload in order. Accepts zod paths (["sections", 2, "content", "text"]) and the API's dotted
 * form ("sections.2.content.text").
 */
export function fieldAt(path: ReadonlyArray<PropertyKey> | string, sentClientIds: readonly ClientId[]): FieldRef | null {
  const parts = typeof path === "string" ? path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : path;
  const [first, index, property] = parts;
  if (first === "sections") {
    const clientId = typeof index === "number" ? sentClientIds[index] : undefined;
    if (clientId === undefined) return null;
    if (property === "sectionKey") return sectionField(clientId, "sectionKey");
    if (property === undefined || property === "content") return sectionField(clientId, "text");
    return null;
  }
  return parts.length === 1 && isPageField(first) ? pageField(first) : null;
}

const isPageField = (value: unknown): value is PageField => PAGE_FIELDS.some((f) => f === value);

/** Every field of the form, in the order the screen shows them. */
function fieldsInScreenOrder(page: EditorPage): FieldRef[] {
  return [
    ...PAGE_FIELDS.map(pageField),
    ...page.sections.flatMap((s) => [sectionField(s.clientId, "text"), sectionField(s.clientId, "sectionKey")]),
  ];
}

/** The first field with a message, in screen order (where focus goes after a refused save). */
export function firstErrorField(errors: EditorErrors, page: EditorPage): FieldRef | null {
  return fieldsInScreenOrder(page).find((ref) => errorAt(errors, ref) !== undefined) ?? null;
}

export type Validation = { ok: true; payload: PagePayload } | { ok: false; errors: EditorErrors; summary: string };

export const SCHEDULE_MISSING_MESSAGE = "Choose the date and time the page goes live (Guam time), or choose Publish now";
export const SCHEDULE_PASSED_MESSAGE = "The time to go live has already passed: choose a later time (Guam time), or choose Publish now";

/**
 * The problem with a schedule, or null: a published page set to go live at a chosen moment
 * needs a real date and time that is still ahead. A schedule kept as it was saved is never a
 * problem (it is not sent again), even when its moment has passed meanwhile.
 */
export function scheduleProblem(
  page: EditorPage,
  { baseline, now = Date.now() }: { baseline?: EditorPage; now?: number } = {},
): string | null {
  if (page.status !== "published" || page.publishMode !== "schedule") return null;
  if (baseline && isUnchangedSchedule(page, baseline)) return null;
  const iso = guamLocalToIso(page.scheduledFor);
  if (!iso) return SCHEDULE_MISSING_MESSAGE;
  return Date.parse(iso) <= now ? SCHEDULE_PASSED_MESSAGE : null;
}

/**
 * Validation with the API's own schema, and the schedule's rule: the payload to send, or each
 * field's first message and one problem for the toast (a problem with no field of its own,
 * which is only shown there, else the first in screen order). `baseline` is the page as last saved.
 */
export function validatePage(
  page: EditorPage,
  version?: number,
  options: { baseline?: EditorPage; now?: number; fields?: readonly Field[] | null } = {},
): Validation {
  const parsed = pagePayloadSchema.safeParse(toPayload(page, version, options.baseline));
  const schedule = scheduleProblem(page, options);
  const fieldMessages = options.fields ? [...fieldProblems(page.sections, options.fields)] : [];
  // A built-in page's slug is that page's (the server's rule: a new page, without a version, has no previous slug).
  const slugProblem = builtInSlugProblem(version === undefined ? undefined : options.baseline, page.slug);
  if (parsed.success && !schedule && !slugProblem && fieldMessages.length === 0) return { ok: true, payload: parsed.data };
  const clientIds = page.sections.map((s) => s.clientId);
  let errors = NO_ERRORS;
  const messages: Array<{ ref: FieldRef | null; message: string }> = [];
  if (schedule) messages.push({ ref: pageField("publishedAt"), message: schedule });
  if (slugProblem) messages.push({ ref: pageField("slug"), message: slugProblem });
  for (const issue of parsed.success ? [] : parsed.error.issues)
    messages.push({ ref: fieldAt(issue.path, clientIds), message: issue.message });
  for (const [key, message] of fieldMessages) messages.push({ ref: sectionField(fieldClientId(key), "text"), message });
  for (const { ref, message } of messages) {
    if (ref && errorAt(errors, ref) === undefined) errors = withError(errors, ref, message);
  }
  // A problem without a field shows only in the toast, so it goes first; then the screen's order.
  const first = firstErrorField(errors, page);
  const summary =
    messages.find((m) => m.ref === null)?.message ?? (first && errorAt(errors, first)) ?? messages[0]?.message ?? "Invalid input";
  return { ok: false, errors, summary };
}

/** What the editor shows when a save is refused: a toast, and the message under a field when it names one. */
export interface SaveFailure {
  title: string;
  description: string;
  field: { ref: FieldRef; message: string } | null;
}

/**
 * Only a stale version is a conflict (someone saved in between: reload). Anything else is a failed
 * save with the server's message. On a page save the one other 409 is a slug that another page
 * uses, so that message also goes under the slug field.
 */
export function describeSaveFailure(error: unknown, fields?: readonly Field[] | null): SaveFailure {
  if (hasErrorCode(error, "version_conflict")) {
    return {
      title: "Page changed elsewhere",
      description: errorMessage(error, "This page was changed elsewhere since you opened it. Reload to see the latest version."),
      field: null,
    };
  }
  const description = errorMessage(error, "Failed to save page");
  // A built-in page's value the server refused names its field: the message goes under it too.
  const named = fields && hasErrorCode(error, "invalid_input") ? fieldNamedIn(description, fields) : undefined;
  if (named)
    return { title: "Save failed", description, field: { ref: sectionField(fieldClientId(named.key), "text"), message: description } };
  const slugTaken = hasErrorCode(error, "slug_taken");
  return { title: "Save failed", description, field: slugTaken ? { ref: pageField("slug"), message: description } : null };
}
