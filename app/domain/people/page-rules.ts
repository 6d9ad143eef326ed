/**
 * Who may change which page (docs/product.md, "Roles"), browser-safe: the server's policy
 * (server/people/policy.ts) refuses a request with the sentence this returns, and the admin
 * screens offer an action on a page only when it returns none. Editors and administrators may
 * change any page. A translator may change only the translations of their languages, and, unless
 * allowed to publish, only drafts that stay drafts: nothing a visitor sees (publishing,
 * unpublishing, changing or deleting a published translation). Where the language's translations
 * are reviewed, no translator publishes them (docs/product.md, "Review before publishing").
 */
import { localeOf, SOURCE_LOCALE } from "../../content/locales";
import { isBuiltInSlug } from "../../content/pages/registry";
import { type Role, roleCan } from "./roles";

/** What the rule needs to know about the person (the server's Person and the screens' Viewer both are). */
export interface PagePerson {
  role: Role;
  /** A translator's languages (locale codes). */
  languages: readonly string[];
  canPublish: boolean;
  /** Whether a translator may review the translations of their languages. */
  canReview?: boolean;
}

/** What the rule needs to know about the page. */
export interface PageState {
  /** "en" for the English pages; a translation's language otherwise. */
  locale: string;
  status: "draft" | "published";
  /** The language's translations are reviewed before they are published (on when not known). */
  reviewRequired?: boolean;
  /** The translation's latest review is waiting for a reviewer. */
  inReview?: boolean;
}

export const NO_TRANSLATIONS_REFUSAL = "Your role cannot work on translations";

export function languageNames(codes: readonly string[]): string {
  return codes.map((code) => localeOf(code)?.name ?? code).join(", ") || "none";
}

/** Whether the person works in this translation's language (everyone but a translator works in all). */
export function worksIn(person: PagePerson, locale: string): boolean {
  if (person.role !== "translator") return true;
  return locale !== SOURCE_LOCALE && person.languages.includes(locale);
}

/** Whether the person may change what visitors see of a translation: publish, unpublish, or change a published one. */
export function mayChangePublished(person: PagePerson): boolean {
  return roleCan(person.role, "pages.manage") || person.canPublish;
}

/**
 * Why the person may not change the page, or null when they may: save it (`to` is the status it
 * is saved with), delete it, restore it from the trash.
 */
export function pageChangeRefusal(person: PagePerson, page: PageState, to?: "draft" | "published"): string | null {
  if (roleCan(person.role, "pages.manage")) return null;
  if (!roleCan(person.role, "translations.work")) return NO_TRANSLATIONS_REFUSAL;
  if (page.locale === SOURCE_LOCALE) {
    return `Translators can change only the translations of their languages (${languageNames(person.languages)}); English pages are the editors'`;
  }
  if (!worksIn(person, page.locale))
    return `This translation is in ${languageNames([page.locale])}: you translate ${languageNames(person.languages)}`;
  if (page.inReview) return IN_REVIEW_REFUSAL;
  const touchesPublished = page.status === "published" || to === "published";
  if (!mayChangePublished(person) && touchesPublished) {
    return "You can save drafts of translations, but not publish, unpublish or change a published one: ask an editor to publish it";
  }
  if (page.reviewRequired && touchesPublished) {
    return `Translations into ${languageNames([page.locale])} are reviewed before they are published: send it for review`;
  }
  return null;
}

export const IN_REVIEW_REFUSAL = "This translation is waiting for review: it comes back to you if the reviewer returns it";

/**
 * Whether the person may review (approve or return) translations into the locale: editors,
 * administrators, and translators allowed to review who work in it. Nobody decides a review they
 * sent; the server holds that (docs/product.md, "Review before publishing").
 */
export function mayReview(person: PagePerson | null, locale: string): boolean {
  if (person === null || locale === SOURCE_LOCALE) return false;
  if (roleCan(person.role, "pages.manage")) return true;
  return person.role === "translator" && person.canReview === true && worksIn(person, locale);
}

/** Whether the person may change the page (saved with the status `to`, when it is a save). */
export function mayChangePage(person: PagePerson | null, page: PageState, to?: "draft" | "published"): boolean {
  return person !== null && pageChangeRefusal(person, page, to) === null;
}

/**
 * Why a page cannot be deleted by anyone, or null: the site's own pages (each public route, the
 * 404 page and the settings) are reset to their original words instead. Their translations can be.
 */
export function pageDeleteRefusal(page: PageState & { slug: string }): string | null {
  if (page.locale !== SOURCE_LOCALE || !isBuiltInSlug(page.slug)) return null;
  return "The site's own pages cannot be deleted: reset the page to its original words instead";
}

/** Whether the person may delete the page (move it to the trash). */
export function mayDeletePage(person: PagePerson | null, page: PageState & { slug: string }): boolean {
  return pageDeleteRefusal(page) === null && mayChangePage(person, page);
}
