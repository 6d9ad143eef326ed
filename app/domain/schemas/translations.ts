/**
 * Languages and translations: payloads and answers (browser-safe, zod only), shared by the server
 * and the admin screens (docs/product.md, "The site in its visitors' languages").
 */
import { z } from "zod";
import { TRANSLATION_LOCALES } from "../../content/locales";
import type { PageDTO, PageStatus } from "./pages";

const CODES = TRANSLATION_LOCALES.map((locale) => locale.code) as [string, ...string[]];

/** A language a page can be translated into, exactly as addresses write it ("zh-Hant"). */
export const translationLocaleSchema = z.enum(CODES, { error: `Language must be one of ${CODES.join(", ")}` });

/** GET /api/cms/languages: every language the site offers, English included. */
export interface LanguageDTO {
  code: string;
  name: string;
  nativeName: string;
  dir: "ltr" | "rtl";
  enabled: boolean;
  /** Translations into it are reviewed before they are published (docs/product.md, "Review before publishing"). */
  reviewRequired: boolean;
}

/** PUT /api/cms/languages/{code}: at least one of the two. */
export const languageUpdateSchema = z
  .object(
    {
      enabled: z.boolean({ error: "Enabled must be true or false" }).optional(),
      reviewRequired: z.boolean({ error: "Review required must be true or false" }).optional(),
    },
    { error: "Request body must be a JSON object with enabled or reviewRequired" },
  )
  .refine((value) => value.enabled !== undefined || value.reviewRequired !== undefined, {
    message: "Request body must be a JSON object with enabled or reviewRequired",
  });

/** POST /api/cms/pages/{id}/translations. */
export const createTranslationSchema = z.object(
  { locale: translationLocaleSchema },
  { error: "Request body must be a JSON object with locale" },
);

/** in_review: the translation's latest review is waiting for a reviewer. */
export type TranslationStatus = "missing" | "draft" | "in_review" | "scheduled" | "published" | "outdated";

/** GET /api/cms/pages/{id}/translations: one row per enabled language. */
export interface TranslationStateDTO {
  locale: string;
  pageId: number | null;
  status: TranslationStatus;
  /** Section keys (and @title, @description) whose English changed since they were translated. */
  outdatedSections: string[];
}

/** POST /api/cms/pages/{id}/up-to-date: parts of a translation whose English change needs no new words. */
export const upToDateSchema = z.object(
  {
    sectionKeys: z
      .array(z.string({ error: "Section keys must be text" }).min(1).max(100), { error: "Section keys must be a list" })
      .min(1, "Name at least one section")
      .max(500, "At most 500 sections at once"),
  },
  { error: "Request body must be a JSON object with sectionKeys" },
);

/** One part of the English page, as the translation editor shows it beside the translation. */
export interface SourcePartDTO {
  key: string;
  /** The English as it is now. */
  text: string;
  sectionType: string;
  /** The English this part of the translation was translated from; null when never translated. */
  translatedFrom: string | null;
  outdated: boolean;
  /** Its words were filled from a translation memory (TMX) and not changed since (docs/product.md, 8.6). */
  fromMemory: boolean;
}

/** GET /api/cms/pages/{id}/source: the English page a translation translates, part by part. */
export interface TranslationSourceDTO {
  locale: string;
  sourcePage: Pick<PageDTO, "id" | "title" | "slug" | "metaDescription" | "version" | "builtIn">;
  parts: SourcePartDTO[];
  outdatedSections: string[];
}

/** GET /api/cms/translations/{locale}: every page and its translation into one language. */
export interface TranslationOverviewRowDTO {
  /** The English page. */
  pageId: number;
  title: string;
  slug: string;
  builtIn: boolean;
  /** The site settings' texts (menus, footer, shared texts). */
  settings: boolean;
  englishStatus: PageStatus;
  translation: TranslationStateDTO;
  /** Visits of the page in the last 30 days from visitors whose browser prefers this language (docs/product.md, 5.18, "Where translation pays"). */
  demand: number;
  /** The English words of the page's translatable parts, and of those missing or outdated in the language (app/domain/word-count.ts). */
  words: { total: number; toTranslate: number };
  /** Open comments on the parts of the translation (docs/product.md, "Comments on parts"). */
  openComments: number;
}

/** One English page of an imported XLIFF file: what the import did to its translation. */
export interface XliffImportPageDTO {
  pageId: number;
  /** The English page's title ("The settings' texts" for the settings). */
  title: string;
  /** Parts the file wrote words into. */
  imported: number;
  /** The translation's parts still in English after the import (stillInEnglish), by name; `partly`: the file translated some of it. */
  inEnglish: Array<{ name: string; partly: boolean }>;
  /** Why nothing of the page was written, when nothing could be (its translation in the trash, or published and not the importer's to change). */
  note?: string;
  /** Words of the file left out, with their part's name and why. */
  skipped: Array<{ unit: string; part: string; reason: string }>;
}

/** POST /api/cms/translations/{locale}/xliff: what an imported file did. */
export interface XliffImportResultDTO {
  updated: number;
  created: number;
  /** Each English page the file has units of, in page id order. */
  pages: XliffImportPageDTO[];
  /** Every unit left out with why (a unit without a translation is no problem: it is counted under its page's inEnglish). */
  skipped: Array<{ unit: string; reason: string }>;
}

/** `?pages=1,2,3` of the XLIFF download. */
export const xliffPagesSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, "Pages must be page ids separated by commas (at most 500)")
  .transform((text) => [...new Set(text.split(",").map(Number))]);

/**
 * POST /api/cms/translations/{locale}/tmx: what a translation memory filled. Counted by the
 * memory's distinct English segments (with a translation into the language): `filled` wrote words
 * into a missing part; `alreadyTranslated` matched only English the language already has words
 * for (or a published translation, which an import never changes); `noMatch` matched no English of
 * the site. `parts`: the units of the site's pages filled, drafts all.
 */
export interface TmxImportResultDTO {
  filled: number;
  alreadyTranslated: number;
  noMatch: number;
  parts: number;
  /** Translations created (as drafts) and drafts changed. */
  created: number;
  updated: number;
  /** Each English page the memory filled parts of, in page id order. */
  pages: Array<{ pageId: number; title: string; parts: number }>;
}
