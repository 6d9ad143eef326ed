import type { TERMS_PAGE } from "~/content/pages/terms-of-use";
import type { PageContent } from "~/lib/fields/define";
import { LegalPage } from "../legal-document";
import { PlaceholderText } from "../placeholder-text";

export type TermsContent = PageContent<typeof TERMS_PAGE.fields>;

/**
 * The terms of use (docs/product.md, "Terms of Use"), drawn from its fields and the settings (the
 * e-mail address, the business name, the year in Guam); also the admin area's live preview of it.
 */
export function TermsView({ content }: { content: TermsContent }) {
  const { values } = content;
  return (
    <LegalPage values={values}>
      {values.questions || values.copyright ? (
        <div className="mt-4 rounded-2xl bg-slate-50 p-6">
          {values.questions ? (
            <p className="text-slate-700">
              <PlaceholderText
                text={values.questions}
                emailClassName="font-semibold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-900"
              />
            </p>
          ) : null}
          {values.copyright ? (
            <p className={`${values.questions ? "mt-4 " : ""}font-medium text-slate-900`}>
              <PlaceholderText text={values.copyright} />
            </p>
          ) : null}
        </div>
      ) : null}
    </LegalPage>
  );
}
