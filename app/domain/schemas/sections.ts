/**
 * Sections: their payloads (whole-page saves and the per-section endpoints) and their answer
 * (browser-safe, zod only), shared by the server and the editor.
 */
import { z } from "zod";
import { LIMITS } from "../../lib/limits";
import { idSchema, wholeNumber } from "./common";

export const SECTION_TYPES = ["text", "html", "json"] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

const sortOrderSchema = wholeNumber("Sort order").pipe(
  z
    .number()
    .int("Sort order must be a whole number")
    .min(0, "Sort order must be 0 or more")
    .max(1_000_000, "Sort order must be at most 1000000"),
);

const sectionFields = {
  id: idSchema("Section id").optional(),
  sectionKey: z
    .string({ error: "Section key is required" })
    .trim()
    .min(1, "Section key is required")
    .max(LIMITS.sectionKeyMax, `Section key must be at most ${LIMITS.sectionKeyMax} characters`),
  sectionType: z.enum(SECTION_TYPES, { error: "Section type must be text, html or json" }),
  content: z.object(
    {
      text: z.string({ error: "Section content text is required" }).refine((text) => utf8Length(text) <= LIMITS.contentMaxBytes, {
        message: "Section content must be at most 200 KB",
      }),
    },
    { error: "Section content must be an object with a text field" },
  ),
  sortOrder: sortOrderSchema.optional(),
};

/**
 * A json section must hold valid JSON. The one rule behind the schemas below and the editor's
 * check when the content field is left: the problem, or null for valid JSON and other types.
 */
export function jsonContentProblem(section: { sectionType: SectionType; sectionKey: string; text: string }): string | null {
  if (section.sectionType !== "json") return null;
  try {
    JSON.parse(section.text);
    return null;
  } catch {
    return `Section "${section.sectionKey.trim()}" must hold valid JSON`;
  }
}

type SectionShape = { sectionType: SectionType; content: { text: string }; sectionKey: string };
function checkJsonContent(section: SectionShape, ctx: z.RefinementCtx) {
  const problem = jsonContentProblem({ ...section, text: section.content.text });
  if (problem) ctx.addIssue({ code: "custom", path: ["content", "text"], message: problem });
}

/** A section inside a page payload (`sections` array): `id` for existing ones. */
export const pageSectionSchema = z.object(sectionFields).superRefine(checkJsonContent);
export type PageSectionInput = z.input<typeof pageSectionSchema>;
export type PageSectionData = z.output<typeof pageSectionSchema>;

/** POST /api/cms/sections and PUT /api/cms/sections/:id: a section with the page it belongs to. */
export const sectionPayloadSchema = z.object({ ...sectionFields, pageId: idSchema("Page id") }).superRefine(checkJsonContent);
export type SectionPayloadInput = z.input<typeof sectionPayloadSchema>;
export type SectionPayload = z.output<typeof sectionPayloadSchema>;

/** PUT /api/cms/sections/:id may leave out pageId (the section keeps its page). */
export const sectionUpdateSchema = z.object({ ...sectionFields, pageId: idSchema("Page id").optional() }).superRefine(checkJsonContent);
export type SectionUpdate = z.output<typeof sectionUpdateSchema>;

export interface SectionDTO {
  id: number;
  pageId: number;
  sectionKey: string;
  sectionType: SectionType;
  content: { text: string };
  sortOrder: number;
}
