import { RefreshCw } from "lucide-react";
import type { XACT_GUARANTEE_PAGE } from "~/content/pages/xact-guarantee";
import type { PageContent } from "~/lib/fields/define";
import { CtaBand } from "../cta-band";
import { FieldButton } from "../field-link";
import { anchorIds, paragraphsOf } from "../field-values";
import { GuaranteeCard } from "../guarantee-card";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";

export type XactGuaranteeContent = PageContent<typeof XACT_GUARANTEE_PAGE.fields>;
type Values = XactGuaranteeContent["values"];

function Promises({ values }: { values: Values }) {
  const ids = anchorIds(
    values.promises.map((point) => point.anchor),
    { fallback: "promise", taken: ["revision-guarantee", "our-promise", "exact-explained"] },
  );
  return (
    <Section tone="muted" labelledBy="our-promise">
      <SectionHeading id="our-promise" eyebrow={values.promise_eyebrow} title={values.promise_title} lead={values.promise_lead} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {values.promises.map((point, index) => (
          <GuaranteeCard key={index} point={point} id={ids[index]!} />
        ))}
      </ul>
    </Section>
  );
}

/** The Xact Guarantee page (docs/product.md, 4.3), drawn from its fields; also the admin area's live preview of it. */
export function XactGuaranteeView({ content }: { content: XactGuaranteeContent }) {
  const { values } = content;
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead}>
        <FieldButton link={values.hero_primary} variant="secondary" size="lg" />
      </PageHero>

      <Section labelledBy="revision-guarantee">
        <div className="flex flex-col gap-6 rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:p-10">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <RefreshCw className="size-8" aria-hidden />
          </span>
          <div>
            <h2 id="revision-guarantee" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {values.revision_title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{values.revision_text}</p>
          </div>
        </div>
      </Section>

      <Promises values={values} />

      <Section labelledBy="exact-explained">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{values.exact_eyebrow}</p>
            <h2 id="exact-explained" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {values.exact_title}
            </h2>
          </div>
          <div className="space-y-4">
            {paragraphsOf(values.exact_text).map((paragraph, index) => (
              <p key={index} className="text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </Section>

      <CtaBand title={values.cta_title} text={values.cta_text}>
        <FieldButton link={values.cta_primary} variant="secondary" size="lg" />
        <FieldButton link={values.cta_secondary} variant="inverse" size="lg" />
      </CtaBand>
    </>
  );
}
