import { ShieldCheck } from "lucide-react";
import type { HOW_IT_WORKS_PAGE } from "~/content/pages/how-it-works";
import type { PageContent } from "~/lib/fields/define";
import { CtaBand } from "../cta-band";
import { FieldButton } from "../field-link";
import { anchorIds } from "../field-values";
import { HowItWorksStep } from "../how-it-works-step";
import { PageHero } from "../page-hero";
import { Section } from "../section";

export type HowItWorksContent = PageContent<typeof HOW_IT_WORKS_PAGE.fields>;

/** The "How It Works" page (docs/product.md, 4.3), drawn from its fields; also the admin area's live preview of it. */
export function HowItWorksView({ content }: { content: HowItWorksContent }) {
  const { values } = content;
  const ids = anchorIds(
    values.steps.map((step) => step.anchor),
    { fallback: "step", taken: ["privacy-assured"] },
  );
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead}>
        <FieldButton link={values.hero_primary} variant="secondary" size="lg" />
      </PageHero>

      <Section tone="muted">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={values.steps_label}>
          {values.steps.map((step, index) => (
            <HowItWorksStep key={index} step={step} id={ids[index]!} number={index + 1} word={values.step_word} />
          ))}
        </ol>
      </Section>

      <Section labelledBy="privacy-assured">
        <div className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-start sm:p-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <ShieldCheck className="size-7" aria-hidden />
          </span>
          <div>
            <h2 id="privacy-assured" className="text-2xl font-bold text-slate-900">
              {values.privacy_title}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{values.privacy_text}</p>
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
