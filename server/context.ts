import type { SiteSettings } from "../app/content/site-settings";
import type { Field, PageContent, PageDefinition } from "../app/lib/fields/define";
import type { DisplayPageDTO } from "../app/domain/schemas/pages";

import type { Viewer } from "../app/domain/people/roles";

/** The signed-in person, as loaders see them: their role, languages and any setup still due. */
export type AdminIdentity = Viewer;

/**
 * What every loader receives as `context` (the app builds it per request in server/app.ts).
 * Services are handed in here so that route modules, which are also bundled for the browser,
 * never import server code.
 */
export interface AppContext {
  /** CSP nonce of this response, for the scripts React Router renders. */
  nonce: string;
  /** The language of the address asked for: "en", or a translation's (/ja/... is "ja"). */
  locale: string;
  /** Absolute origin for canonical links and Open Graph URLs, no trailing slash. */
  publicUrl: string;
  /** URL of the public pages' enhancement script (app/site-enhance), or null when there is none. */
  siteScript: string | null;
  /** The text of a stylesheet of the build, by its URL, to inline it; null when not available (development). */
  stylesheetText(url: string): string | null;
  /**
   * A built-in page's content: its fields from the published page, the defaults where it has
   * none; for a signed-in person, a draft or scheduled version (marked `preview`).
   */
  getPageContent<Fs extends readonly Field[]>(definition: PageDefinition<Fs>): Promise<PageContent<Fs>>;
  /** The site settings (business facts, menus, shared texts) the public pages show. */
  getSettings(): Promise<SiteSettings>;
  /**
   * Set when the page is shown through a preview link (docs/product.md, "Preview links"): its
   * current content, published or not, with a banner saying so; null otherwise.
   */
  sharedPreview?: { expiresAt: string } | null;
  /** The administrator signed in on this request, or null (asked once per request). */
  getAdmin(): Promise<AdminIdentity | null>;
  /**
   * The page with this slug for display on the public site: published pages for everyone,
   * drafts too when `includeDrafts` (the caller checks that an administrator is signed in).
   */
  getDisplayPage(slug: string, options: { includeDrafts: boolean }): Promise<DisplayPageDTO | null>;
  /**
   * The languages of the page with this English slug (null for no page): every version visitors
   * can read (English first), and the English slugs of the pages served in this request's language
   * (links on the page lead to those in that language).
   */
  getLanguages(englishSlug: string | null): Promise<{ alternates: Array<{ locale: string; path: string }>; servedSlugs: string[] }>;
  /** Logs what went wrong while answering this request (React Router's handleError, a render error). */
  reportError(error: unknown, request: Request): void;
}

declare module "react-router" {
  // Loaders read the context's members directly (`context.getAdmin()`): the app assigns them
  // onto the RouterContextProvider it creates for each request.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends AppContext {}
}
