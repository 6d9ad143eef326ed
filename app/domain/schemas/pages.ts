/**
 * Pages: their payloads and answers (browser-safe, zod only), shared by the server and the editor.
 * A page's own fields are declared once (`PageFieldsDTO`); the list row, the page, a revision and
 * History's comparison all build on it.
 */
import { z } from "zod";
import { LIMITS } from "../../lib/limits";
import { RESERVED_SLUG_MESSAGE, isBuiltInSlug } from "../../content/pages/registry";
import { TEMPLATE_IDS } from "../../content/templates";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, isReservedSlug, slugify } from "../slug";
import { type ListPageDTO, listQueryFields, versionSchema } from "./common";
import type { Field } from "../../lib/fields/define";
import type { PictureSource } from "../../lib/picture-markup";
import { type SectionDTO, pageSectionSchema } from "./sections";

export const PAGE_STATUSES = ["draft", "published"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const slugSchema = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, "Slug is required")
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .superRefine((slug, ctx) => {
    if (!SLUG_PATTERN.test(slug)) {
      // The same folding the editor uses on titles suggests the slug that was probably meant.
      const suggestion = slugify(slug);
      const example = suggestion && suggestion !== slug && !isReservedSlug(suggestion) ? ` (for example "${suggestion}")` : "";
      ctx.addIssue({
        code: "custom",
        message: `Slug may contain only lower-case letters, digits and single hyphens, with no hyphen at either end${example}`,
      });
    } else if (isReservedSlug(slug) && !isBuiltInSlug(slug)) {
      // A built-in page's own slug passes here: whether a page may have it is builtInSlugProblem's (registry.ts).
      ctx.addIssue({ code: "custom", message: RESERVED_SLUG_MESSAGE });
    }
  });

const metaSchema = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(LIMITS.metaMax, `${field} must be at most ${LIMITS.metaMax} characters`)
    .nullable()
    .optional()
    // An empty field is stored as "no value".
    .transform((value) => (value == null || value.trim() === "" ? null : value.trim()));

export const pagePayloadSchema = z
  .object(
    {
      title: z
        .string({ error: "Title is required" })
        .trim()
        .min(1, "Title is required")
        .max(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters`),
      slug: slugSchema,
      status: z.enum(PAGE_STATUSES, { error: "Status must be draft or published" }),
      metaDescription: metaSchema("Meta description"),
      metaKeywords: metaSchema("Meta keywords"),
      /** Accepted from clients that send it; the server decides publishedAt itself. */
      publishedAt: z
        .union([z.iso.datetime({ offset: true }), z.null()], {
          error: "Published date must be an ISO date and time",
        })
        .optional(),
      /** The page's sharing image (og:image) from the media library; null for none, left out to keep it. */
      ogImageId: z
        .union([z.number().int().min(1).max(2147483647), z.null()], { error: "Sharing image must be an image of the media library" })
        .optional(),
      /** The version the editor loaded; required by PUT to detect concurrent changes. */
      version: versionSchema.optional(),
      sections: z
        .array(pageSectionSchema, { error: "Sections must be a list" })
        .max(LIMITS.sectionsMax, `A page can hold at most ${LIMITS.sectionsMax} sections`)
        .optional(),
      /** A new page's template (docs/product.md, "Blocks"): its blocks become the page's sections. */
      template: z.enum(TEMPLATE_IDS, { error: `Template must be one of ${TEMPLATE_IDS.join(", ")}` }).optional(),
    },
    { error: "Request body must be a JSON object with the page's fields" },
  )
  .superRefine((page, ctx) => {
    if (page.template !== undefined && page.sections !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["template"],
        message: "A page made from a template takes its sections from it: send a template or sections, not both",
      });
    if (page.template !== undefined && page.status === "published")
      ctx.addIssue({
        code: "custom",
        path: ["status"],
        message: "A page made from a template starts as a draft: publish it once its words are yours",
      });
    const keys = new Set<string>();
    const ids = new Set<number>();
    page.sections?.forEach((section, index) => {
      if (keys.has(section.sectionKey)) {
        ctx.addIssue({
          code: "custom",
          path: ["sections", index, "sectionKey"],
          message: `Section key "${section.sectionKey}" is used more than once on this page`,
        });
      }
      keys.add(section.sectionKey);
      if (section.id !== undefined) {
        if (ids.has(section.id)) {
          ctx.addIssue({
            code: "custom",
            path: ["sections", index, "id"],
            message: `Section id ${section.id} appears more than once`,
          });
        }
        ids.add(section.id);
      }
    });
  });
export type PagePayloadInput = z.input<typeof pagePayloadSchema>;
export type PagePayload = z.output<typeof pagePayloadSchema>;

/** A page's own fields (everything but its sections and bookkeeping). Dates are ISO strings. */
export interface PageFieldsDTO {
  title: string;
  slug: string;
  status: PageStatus;
  metaDescription: string | null;
  metaKeywords: string | null;
  publishedAt: string | null;
  /** The sharing image's media id, or null. */
  ogImageId: number | null;
}

/** GET /api/cms/pages: one row of the list. */
export interface PageSummaryDTO extends PageFieldsDTO {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** One of the site's own pages (a built-in route or the 404 page), whose texts are fields. */
  builtIn: boolean;
  /** "en" for the English pages, a translation's language otherwise (app/content/locales.ts). */
  locale: string;
  /** The English page a translation translates; null for English pages. */
  sourcePageId: number | null;
  /** In the dashboard's list: the page's translation into each enabled language. */
  translations?: Array<{
    locale: string;
    status: "missing" | "draft" | "scheduled" | "published" | "outdated";
    outdatedSections: string[];
    pageId: number | null;
  }>;
}

/**
 * GET /api/cms/pages?page=&pageSize=&q=&status=: one page of the list. Without any of these
 * parameters the endpoint answers the whole list as an array, as the specification's screen reads it.
 */
export const pageListQuerySchema = z.object({
  ...listQueryFields(20),
  status: z.enum(PAGE_STATUSES, { error: "Status must be draft or published" }).optional(),
  /** `own`: the owner's pages only; `site`: the site's built-in pages only; both when left out. */
  kind: z.enum(["own", "site"], { error: "Kind must be own or site" }).optional(),
});
export type PageListQuery = z.output<typeof pageListQuerySchema>;
export type PageListDTO = ListPageDTO<PageSummaryDTO>;

/** GET/POST/PUT of one page: the page with its sections in order; a built-in page also with its fields. */
export interface PageDTO extends PageSummaryDTO {
  sections: SectionDTO[];
  /** The declaration of a built-in page's fields (app/content/pages/), each default included. */
  fields?: readonly Field[];
}

/** GET /api/cms/public/pages/:slug: public fields only; html already sanitised. */
export interface PublicPageDTO extends Omit<PageFieldsDTO, "status" | "ogImageId"> {
  id: number;
  sections: Array<Omit<SectionDTO, "pageId">>;
}

/** A managed page as the public site renders it: a draft only in a signed-in administrator's preview. */
export interface DisplayPageDTO extends PublicPageDTO {
  status: PageStatus;
  /** For og:image: the largest fallback variant, absolute path, with its size. */
  ogImage: { url: string; width: number; height: number; alt: string } | null;
  /** The library pictures the page's blocks show, by media id. */
  images: Record<string, PictureSource>;
}
