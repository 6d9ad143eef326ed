import type { HomeContent } from "../app/content/home-defaults";
import type { SiteContact } from "../app/content/contact";

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
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
