/**
 * The built-in pages: each public route of the site (and the 404 page) is a managed page with its
 * route's slug, whose fields are declared in the module beside this one; and the site settings,
 * kept the same way. The migration that created their pages is server/db/migrations/006.
 * Browser-safe: the admin form and the public routes read the same declarations.
 */
import type { Field, PageDefinition } from "~/lib/fields/define";
import { baseSlug } from "../locales";
import { BUY_TRANSLATION_PAGE } from "./buy-translation";
import { CONTACT_PAGE } from "./contact";
import { DISCLAIMER_PAGE } from "./disclaimer";
import { GET_QUOTE_PAGE } from "./get-quote";
import { HOME_PAGE } from "./home";
import { HOW_IT_WORKS_PAGE } from "./how-it-works";
import { LANGUAGES_PAGE } from "./languages";
import { NOT_FOUND_PAGE } from "./not-found";
import { SAMPLES_PAGE } from "./samples";
import { SERVICES_PAGE } from "./services";
import { SETTINGS_PAGE } from "./settings";
import { TERMS_PAGE } from "./terms-of-use";
import { XACT_GUARANTEE_PAGE } from "./xact-guarantee";

/** The built-in pages, in the order the dashboard lists them (the order of the sitemap, then the 404 page). */
export const BUILT_IN_PAGES: ReadonlyArray<PageDefinition> = [
  HOME_PAGE,
  LANGUAGES_PAGE,
  SERVICES_PAGE,
  SAMPLES_PAGE,
  HOW_IT_WORKS_PAGE,
  GET_QUOTE_PAGE,
  BUY_TRANSLATION_PAGE,
  XACT_GUARANTEE_PAGE,
  CONTACT_PAGE,
  TERMS_PAGE,
  DISCLAIMER_PAGE,
  NOT_FOUND_PAGE,
];

/** Every managed record whose fields are declared in code: the built-in pages and the settings. */
const DEFINITIONS = new Map<string, PageDefinition>([...BUILT_IN_PAGES, SETTINGS_PAGE].map((definition) => [definition.slug, definition]));

/** The declaration of a built-in page or of the settings, by its slug (a translation's "ja/contact" included). */
export function definitionOf(slug: string): PageDefinition | undefined {
  return DEFINITIONS.get(baseSlug(slug));
}

/** Whether a page is one of the site's own (a built-in route, the 404 page or the settings), or a translation of one. */
export function isBuiltInSlug(slug: string): boolean {
  return DEFINITIONS.has(baseSlug(slug));
}

/** What a page is told when it would take a slug the site keeps for something else. */
export const RESERVED_SLUG_MESSAGE = "Slug is reserved for a page of the site; choose another";

/** The built-in slug a new page may be given: `home` (the specification's way to create the home page's content). */
const CREATABLE_BUILT_IN: ReadonlySet<string> = new Set(["home"]);

/**
 * The one rule that a built-in page's slug belongs to that page: the page keeps it, and no other
 * page takes it (but a new page may be `home`). `previous` is the page as saved, undefined for a
 * new one. The problem in plain words, or null. The editor checks it as you type, and every save
 * on the server (server/cms/fields.ts).
 */
export function builtInSlugProblem(previous: { slug: string; title: string } | undefined, slug: string): string | null {
  if (previous && previous.slug !== slug && isBuiltInSlug(previous.slug)) {
    return `Slug: "${previous.title}" is one of the site's own pages and keeps its slug "${previous.slug}"`;
  }
  if (previous?.slug !== slug && isBuiltInSlug(slug) && !(previous === undefined && CREATABLE_BUILT_IN.has(slug)))
    return RESERVED_SLUG_MESSAGE;
  return null;
}

/** A field of a built-in page, by its key. */
export function fieldOf(slug: string, key: string): Field | undefined {
  return definitionOf(slug)?.fields.find((field) => field.key === key);
}

export { SETTINGS_PAGE };
