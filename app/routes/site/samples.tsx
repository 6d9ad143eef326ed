import { MessageSquareQuote } from "lucide-react";
import type { Route } from "./+types/samples";
import { PageHero } from "~/components/site/page-hero";
import { SampleBlock } from "~/components/site/sample-block";
import { Section, SectionHeading } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { MORE_SAMPLES_NOTE, SAMPLE_SOURCE, SAMPLE_TRANSLATIONS } from "~/content/samples";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Translation Samples",
    description: "See the same English paragraph translated into Chamorro, Tagalog, Chuukese, Spanish and French by our professional translators.",
    path: "/samples",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Samples() {
  return (
    <>
      <PageHero
        eyebrow="Samples"
        title="Translation Samples"
        lead="One short English paragraph, translated into five of the languages we work with every day. Compare them and see the care we take with each one."
      />

      <Section labelledBy="original">
        <SectionHeading id="original" title="The Original" lead="Our English source paragraph." align="left" />
        <SampleBlock sample={SAMPLE_SOURCE} source />
      </Section>

      <Section tone="muted" labelledBy="translations">
        <SectionHeading id="translations" title="The Translations" lead="The same paragraph in Chamorro, Tagalog, Chuukese, Spanish and French." align="left" />
        <div className="grid gap-6 lg:grid-cols-2">
          {SAMPLE_TRANSLATIONS.map((sample) => (
            <SampleBlock key={sample.lang} sample={sample} />
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
              More samples on request
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{MORE_SAMPLES_NOTE}</p>
          </div>
          <ButtonLink to="/contact" variant="primary" className="self-start sm:self-center">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
