import { RefreshCw } from "lucide-react";
import type { Route } from "./+types/xact-guarantee";
import { CtaBand } from "~/components/site/cta-band";
import { GuaranteeCard } from "~/components/site/guarantee-card";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { EXACT_EXPLANATION, GUARANTEE_POINTS, REVISION_GUARANTEE } from "~/content/guarantee";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "The Xact Guarantee",
    description:
      "Exact words, tone and expression, or we revise your translation. Our guarantee of accuracy, fast response, best pricing, client support, convenience, secure shopping and privacy.",
    path: "/xact-guarantee",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function XactGuarantee() {
  return (
    <>
      <PageHero
        eyebrow="Xact Guarantee"
        title="The Xact Guarantee"
        lead="Exact words, tone and expression: that is our promise on every translation, and we stand behind it."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Free Quote
        </ButtonLink>
      </PageHero>

      <Section labelledBy="revision-guarantee">
        <div className="flex flex-col gap-6 rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:p-10">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <RefreshCw className="size-8" aria-hidden />
          </span>
          <div>
            <h2 id="revision-guarantee" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {REVISION_GUARANTEE.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{REVISION_GUARANTEE.text}</p>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="our-promise">
        <SectionHeading
          id="our-promise"
          eyebrow="Our promise"
          title="Seven reasons to trust us with your words"
          lead="The Xact Guarantee covers more than the translation itself."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {GUARANTEE_POINTS.map((point) => (
            <GuaranteeCard key={point.id} point={point} />
          ))}
        </ul>
      </Section>

      <Section labelledBy="exact-explained">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">What Xact means</p>
            <h2 id="exact-explained" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {EXACT_EXPLANATION.title}
            </h2>
          </div>
          <div className="space-y-4">
            {EXACT_EXPLANATION.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </Section>

      <CtaBand title="Put the Xact Guarantee to work" text="Send us your document and see the difference a professional human translator makes.">
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Free Quote
        </ButtonLink>
        <ButtonLink to="/contact" variant="inverse" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
