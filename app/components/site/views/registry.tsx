/**
 * Each built-in page's view by its slug: the component its public route renders, which the admin
 * area's live preview renders too, with the values being edited (docs/product.md, "Every word is
 * the owner's"). A view takes the page's content (app/lib/fields/define.ts, PageContent).
 */
import type { ComponentType } from "react";
import type { PageContent } from "~/lib/fields/define";
import { DisclaimerView } from "./disclaimer";
import { HomeView } from "./home";
import { NotFoundView } from "./not-found";
import { TermsView } from "./terms-of-use";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view takes its own page's typed content
export const PAGE_VIEWS: Record<string, ComponentType<{ content: PageContent<any> }>> = {
  home: HomeView,
  "terms-of-use": TermsView,
  disclaimer: DisclaimerView,
  "not-found": NotFoundView,
};
