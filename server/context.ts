import type { HomeContent } from "../app/content/home-defaults";
import type { SiteContact } from "../app/content/contact";

/** The signed-in administrator, as loaders see it. */
export interface AdminIdentity {
  id: number;
  username: string;
}

/** A CMS page as the public site renders it: html sections already sanitised, in order. */
export interface DisplayPage {
  id: number;
  title: string;
  slug: string;
  status: "draft" | "published";
  metaDescription: string | null;
  metaKeywords: string | null;
  publishedAt: string | null;
  sections: Array<{
    id: number;
    sectionKey: string;
    sectionType: "text" | "html" | "json";
    content: { text: string };
    sortOrder: number;
  }>;
}

/**
 * What every loader and action receives as `context`. Server-side services are handed in here
 * so that route modules (which are also bundled for the browser) never import server code.
 */
export interface AppContext {
  /** CSP nonce of this response, for the scripts React Router renders. */
  nonce: string;
  /** Absolute origin for canonical links and Open Graph URLs, no trailing slash. */
  publicUrl: string;
  /** Contact facts after configuration overrides. */
  contact: SiteContact;
  /** Texts of the home page, from managed content with built-in defaults. */
  getHomeContent(): Promise<HomeContent>;
  /** The administrator signed in on this request, or null. */
  getAdmin(): Promise<AdminIdentity | null>;
  /**
   * The page with this slug for display on the public site: published pages for everyone,
   * drafts too when `includeDrafts` (the caller checks that an administrator is signed in).
   */
  getDisplayPage(slug: string, options: { includeDrafts: boolean }): Promise<DisplayPage | null>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
