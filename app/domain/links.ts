/**
 * The link checker (docs/product.md, "Links"), shared by the server and the Links screen: what a
 * link's check found, and the bounds of what is kept of each page.
 */

export const LINK_STATES = ["ok", "broken", "redirected", "unchecked"] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** The most links and images kept per page; the longest address and words kept of one. */
export const LINKS_PER_PAGE_MAX = 200;
export const LINK_HREF_MAX = 2000;
export const LINK_TEXT_MAX = 200;

export interface LinkDTO {
  id: number;
  pageId: number;
  /** The page's title and its language ("en", or a translation's). */
  pageTitle: string;
  locale: string;
  kind: "link" | "image";
  /** As the content writes it; a library image chosen by id is "media:{id}". */
  href: string;
  text: string;
  external: boolean;
  state: LinkState;
  httpStatus: number | null;
  /** Where a redirected link ends up: what the one-click fix writes instead. */
  target: string | null;
  checkedAt: string | null;
}

/** A link of content about to be saved that would not work (the editor's warning). */
export interface LinkWarning {
  kind: "link" | "image";
  href: string;
  text: string;
  state: "broken" | "redirected";
  httpStatus: number | null;
  target: string | null;
}

/** How the Links screen names a state. */
export const LINK_STATE_LABELS: Record<LinkState, string> = {
  ok: "OK",
  broken: "Broken",
  redirected: "Redirected",
  unchecked: "Not checked",
};
