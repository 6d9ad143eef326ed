import { MessageSquareQuote } from "lucide-react";
import type { SAMPLES_PAGE } from "~/content/pages/samples";
import type { PageContent } from "~/lib/fields/define";
import { FieldButton } from "../field-link";
import { anchorIds } from "../field-values";
import { PageHero } from "../page-hero";
import { SampleBlock } from "../sample-block";
import { Section, SectionHeading } from "../section";

export type SamplesContent = PageContent<typeof SAMPLES_PAGE.fields>;

/** The translation samples page (docs/product.md, 4.3), drawn from its fields; also the admin area's live preview of it. */
export function SamplesView({ content }: { content: SamplesContent }) {
  const { values } = content;
  const original = { language: values.original_language, lang: values.original_lang, text: values.original_text };
  // Each block's heading id from its language code: sample-en, sample-ch, ...
  const [originalId, ...translationIds] = anchorIds(
    [original, ...values.translations].map((sample) => `sample-${sample.lang}`),
    { fallback: "sample", taken: ["original", "translations", "more-samples"] },
  );
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead} />

      <Section labelledBy="original">
        <SectionHeading id="original" title={values.original_title} lead={values.original_lead} align="left" />
        <SampleBlock sample={original} headingId={originalId!} source />
      </Section>

      <Section tone="muted" labelledBy="translations">
        <SectionHeading id="translations" title={values.translations_title} lead={values.translations_lead} align="left" />
        <div className="grid gap-6 lg:grid-cols-2">
          {values.translations.map((sample, index) => (
            <SampleBlock key={index} sample={sample} headingId={translationIds[index]!} />
          ))}
        </div>
      </Section>

      <Section labelledBy="more-samples">
        <div className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <MessageSquareQuote className="size-7" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="more-samples" className="text-2xl font-bold text-slate-900">
              {values.more_title}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{values.more_text}</p>
          </div>
          <FieldButton link={values.more_action} variant="primary" className="self-start sm:self-center" />
        </div>
      </Section>
    </>
  );
}
