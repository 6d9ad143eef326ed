/**
 * The CMS API's payloads, validated once and shared: the server checks every request body with
 * these schemas and the editor uses the same ones before saving. Browser-safe (zod only).
 * Every message names the field it is about, so a refusal can be shown to the administrator as is.
 */
import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, isReservedSlug, slugify } from "./slug";

export const PAGE_STATUSES = ["draft", "published"] as const;
export const SECTION_TYPES = ["text", "html", "json"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export type SectionType = (typeof SECTION_TYPES)[number];

export const LIMITS = {
  titleMax: 200,
  metaMax: 500,
  sectionKeyMax: 100,
  /** Section content, in UTF-8 bytes. */
  contentMaxBytes: 200 * 1024,
  sectionsMax: 200,
  usernameMax: 100,
  emailMax: 254,
  passwordMin: 6,
  /** Guards the hash function against megabyte "passwords". */
  passwordMax: 256,
} as const;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

// --- Sign-in and password reset -----------------------------------------------------------------

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const newPasswordSchema = z
  .string({ error: "New password is required" })
  .min(1, "New password is required")
  .min(LIMITS.passwordMin, "Password must be at least 6 characters long")
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long`);

export const resetRequestSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
    .pipe(z.email({ error: "Email must be a valid e-mail address" })),
  newPassword: newPasswordSchema,
});
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = z.object({
  token: z
    .string({ error: "Token is required" })
    .trim()
    .min(1, "Token is required")
    .max(200, "Token is not valid"),
});
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

// --- Sections -----------------------------------------------------------------------------------

/**
 * A whole number sent as a number or as a string of digits: the original client sends the sort
 * order as a string ("3"), and other clients may do the same with ids ("pageId": "3").
 */
const wholeNumber = (field: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+$/, `${field} must be a whole number`)], {
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a whole number`),
    })
    .transform((value) => Number(value));

/** Ids are positive; one beyond the database's range is simply not found (the service says 404). */
const idSchema = (field: string) =>
  wholeNumber(field).pipe(
    z
      .number()
      .int(`${field} must be a whole number`)
      .positive(`${field} must be a positive number`)
      .max(Number.MAX_SAFE_INTEGER, `${field} is too large`),
  );

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
      text: z
        .string({ error: "Section content text is required" })
        .refine((text) => utf8Length(text) <= LIMITS.contentMaxBytes, {
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
export const sectionPayloadSchema = z
  .object({ ...sectionFields, pageId: idSchema("Page id") })
  .superRefine(checkJsonContent);
export type SectionPayloadInput = z.input<typeof sectionPayloadSchema>;
export type SectionPayload = z.output<typeof sectionPayloadSchema>;

/** PUT /api/cms/sections/:id may leave out pageId (the section keeps its page). */
export const sectionUpdateSchema = z
  .object({ ...sectionFields, pageId: idSchema("Page id").optional() })
  .superRefine(checkJsonContent);
export type SectionUpdate = z.output<typeof sectionUpdateSchema>;

// --- Pages --------------------------------------------------------------------------------------

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
      ctx.addIssue({ code: "custom", message: `Slug may contain only lower-case letters, digits and single hyphens, with no hyphen at either end${example}` });
    } else if (isReservedSlug(slug)) {
      ctx.addIssue({ code: "custom", message: "Slug is reserved for a page of the site; choose another" });
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
  .object({
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
    version: z
      .number({ error: "Version must be a whole number" })
      .int("Version must be a whole number")
      .min(1, "Version must be 1 or more")
      .optional(),
    sections: z
      .array(pageSectionSchema, { error: "Sections must be a list" })
      .max(LIMITS.sectionsMax, `A page can hold at most ${LIMITS.sectionsMax} sections`)
      .optional(),
  }, { error: "Request body must be a JSON object with the page's fields" })
  .superRefine((page, ctx) => {
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

/**
 * One readable sentence for the first problem: the messages already name their field; a problem
 * inside the sections list also says which section ("Section 3: Section key is required").
 */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const [first, index] = issue.path;
  if (first === "sections" && typeof index === "number") return `Section ${index + 1}: ${issue.message}`;
  return issue.message;
}

// --- Responses ----------------------------------------------------------------------------------

/**
 * The message of a save refused because the page changed since the editor loaded it (409). The
 * other refusal with that status on a page save is a slug that another page uses; the editor
 * tells the two apart by this sentence, which server and editor share.
 */
export const STALE_VERSION_MESSAGE = "This page was changed elsewhere since you opened it. Reload to see the latest version.";

export interface SectionDTO {
  id: number;
  pageId: number;
  sectionKey: string;
  sectionType: SectionType;
  content: { text: string };
  sortOrder: number;
}

/** GET /api/cms/pages: one row of the list. Dates are ISO strings. */
export interface PageSummaryDTO {
  id: number;
  title: string;
  slug: string;
  status: PageStatus;
  metaDescription: string | null;
  metaKeywords: string | null;
  publishedAt: string | null;
  /** The sharing image's media id, or null. */
  ogImageId: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/cms/pages?page=&pageSize=&q=&status=: one page of the list. Without any of these
 * parameters the endpoint answers the whole list as an array, as the specification's screen reads it.
 */
export const pageListQuerySchema = z.object({
  page: wholeNumber("Page number").pipe(z.number().int().min(1, "Page number must be 1 or more").max(1_000_000, "Page number is too large")).default(1),
  pageSize: wholeNumber("Page size").pipe(z.number().int().min(1, "Page size must be 1 or more").max(100, "Page size must be at most 100")).default(20),
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional().transform((q) => (q ? q : undefined)),
  status: z.enum(PAGE_STATUSES, { error: "Status must be draft or published" }).optional(),
});
export type PageListQuery = z.output<typeof pageListQuerySchema>;

export interface PageListDTO {
  items: PageSummaryDTO[];
  /** How many pages match, over all pages of the list. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET/POST/PUT of one page: the page with its sections in order. */
export interface PageDTO extends PageSummaryDTO {
  sections: SectionDTO[];
}

/** GET /api/cms/public/pages/:slug: public fields only; html already sanitised. */
export interface PublicPageDTO {
  id: number;
  title: string;
  slug: string;
  metaDescription: string | null;
  metaKeywords: string | null;
  publishedAt: string | null;
  sections: Array<Omit<SectionDTO, "pageId">>;
}

/** A managed page as the public site renders it: a draft only in a signed-in administrator's preview. */
export interface DisplayPageDTO extends PublicPageDTO {
  status: PageStatus;
  /** For og:image: the largest fallback variant, absolute path, with its size. */
  ogImage: { url: string; width: number; height: number; alt: string } | null;
}

export interface SessionDTO {
  authenticated: boolean;
  admin?: { username: string };
  message?: string;
}

export interface LoginResponseDTO {
  success: true;
  admin: { username: string };
}

export interface ResetResponseDTO {
  success: boolean;
  message: string;
  error?: string;
}

/** Every refusal: `{ message }`, a sentence that can be shown as is. */
export interface ApiErrorDTO {
  message: string;
  error?: string;
  success?: false;
}

// --- Revisions, trash and schedules ------------------------------------------------------------

/** GET /api/cms/pages/{id}/revisions: one saved state of a page, newest first. */
export interface RevisionSummaryDTO {
  id: number;
  /** The page version this save produced. */
  version: number;
  createdAt: string;
  /** The username of the administrator who saved. */
  author: string;
  /** What changed, in a sentence: "Title changed; 2 sections edited, 1 added". */
  summary: string;
}

/** GET /api/cms/pages/{id}/revisions/{revisionId}: a revision with the page as it was saved. */
export interface RevisionDTO extends RevisionSummaryDTO {
  page: {
    title: string;
    slug: string;
    status: PageStatus;
    metaDescription: string | null;
    metaKeywords: string | null;
    publishedAt: string | null;
    ogImageId: number | null;
    sections: SectionDTO[];
  };
}

/** POST /api/cms/pages/{id}/revisions/{revisionId}/restore: the version the client holds. */
export const restorePayloadSchema = z.object(
  {
    version: z
      .number({ error: "Version must be a whole number" })
      .int("Version must be a whole number")
      .min(1, "Version must be 1 or more"),
  },
  { error: "Request body must be a JSON object with the version you hold" },
);

/** GET /api/cms/trash: the pages in the trash, most recently deleted first. */
export interface TrashedPageDTO {
  id: number;
  title: string;
  slug: string;
  status: PageStatus;
  deletedAt: string;
  /** The username of the administrator who deleted it. */
  deletedBy: string;
}

/** How long a page stays in the trash before housekeeping deletes it for ever. */
export const TRASH_DAYS = 30;
/** How many revisions of each page housekeeping keeps. */
export const REVISIONS_KEPT = 100;

/** A published page whose publishedAt is still ahead: on the public site from that moment. */
export function isScheduled(page: { status: PageStatus; publishedAt: string | null }, now: number = Date.now()): boolean {
  return page.status === "published" && page.publishedAt !== null && Date.parse(page.publishedAt) > now;
}

// --- Media ---------------------------------------------------------------------------------------

export const MEDIA_ALT_MAX = 500;

/** POST /api/cms/media's `alt` field and PUT /api/cms/media/{id}: empty for a decorative image. */
export const mediaAltSchema = z.object(
  {
    alt: z
      .string({ error: "Alt text must be text" })
      .max(MEDIA_ALT_MAX, `Alt text must be at most ${MEDIA_ALT_MAX} characters`)
      .transform((alt) => alt.trim()),
  },
  { error: "Request body must be a JSON object with the alt text" },
);

export const mediaListQuerySchema = z.object({
  page: wholeNumber("Page number").pipe(z.number().int().min(1, "Page number must be 1 or more").max(1_000_000, "Page number is too large")).default(1),
  pageSize: wholeNumber("Page size").pipe(z.number().int().min(1, "Page size must be 1 or more").max(100, "Page size must be at most 100")).default(24),
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional().transform((q) => (q ? q : undefined)),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export interface MediaVariantDTO {
  url: string;
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg" | "png";
}

/** An image of the media library. `url` is its largest fallback (JPEG or PNG) variant. */
export interface MediaDTO {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  /** The type of the upload, decided by decoding it. */
  mimeType: string;
  bytes: number;
  fileName: string;
  createdAt: string;
  variants: MediaVariantDTO[];
  /** The pages that show it (in a section or as their sharing image), those in the trash included. */
  usedBy: Array<{ id: number; title: string; inTrash: boolean }>;
}

export interface MediaListDTO {
  items: MediaDTO[];
  total: number;
  page: number;
  pageSize: number;
}
