/**
 * Each built-in page's view by its slug: the component its public route renders, which the admin
 * area's live preview renders too, with the values being edited (docs/product.md, "Every word is
 * the owner's"). A view takes the page's content (app/lib/fields/define.ts, PageContent).
 */
import type { ComponentType } from "react";
import type { PageContent } from "~/lib/fields/define";
import { BuyTranslationView } from "./buy-translation";
import { ContactView } from "./contact";
import { DisclaimerView } from "./disclaimer";
import { GetQuoteView } from "./get-quote";
import { HomeView } from "./home";
import { HowItWorksView } from "./how-it-works";
import { LanguagesView } from "./languages";
import { NotFoundView } from "./not-found";
import { SamplesView } from "./samples";
import { ServicesView } from "./services";
import { TermsView } from "./terms-of-use";
import { XactGuaranteeView } from "./xact-guarantee";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view takes its own page's typed content
export const PAGE_VIEWS: Record<string, ComponentType<{ content: PageContent<any> }>> = {
  home: HomeView,
  languages: LanguagesView,
  services: ServicesView,
  samples: SamplesView,
  "how-it-works": HowItWorksView,
  "xact-guarantee": XactGuaranteeView,
  "get-quote": GetQuoteView,
  "buy-translation": BuyTranslationView,
  contact: ContactView,
  "terms-of-use": TermsView,
  disclaimer: DisclaimerView,
  "not-found": NotFoundView,
};
