import type { DISCLAIMER_PAGE } from "~/content/pages/disclaimer";
import type { PageContent } from "~/lib/fields/define";
import { LegalPage } from "../legal-document";

export type DisclaimerContent = PageContent<typeof DISCLAIMER_PAGE.fields>;

/** The disclaimer (docs/product.md, "Disclaimer"), drawn from its fields; also the admin area's live preview of it. */
export function DisclaimerView({ content }: { content: DisclaimerContent }) {
  return <LegalPage values={content.values} />;
}
