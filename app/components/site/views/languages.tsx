import { Globe2 } from "lucide-react";
import type { LANGUAGES_PAGE } from "~/content/pages/languages";
import type { PageContent } from "~/lib/fields/define";
import { BrailleNotice } from "../braille-notice";
import { CtaBand } from "../cta-band";
import { FieldButton } from "../field-link";
import { langTag, paragraphsOf } from "../field-values";
import { LanguageList } from "../language-list";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";

export type LanguagesContent = PageContent<typeof LANGUAGES_PAGE.fields>;
type Values = LanguagesContent["values"];

function Chamorro({ values }: { values: Values }) {
  return (
    <Section tone="brand" labelledBy="chamorro-highlight">
      <div className="grid items-center gap-10 md:grid-cols-[auto_minmax(0,1fr)]">
        <div className="mx-auto flex size-40 flex-col items-center justify-center rounded-full bg-brand-800 text-center text-white shadow-lg sm:size-48">
          <span lang={langTag(values.chamorro_greeting_lang)} className="text-2xl font-bold sm:text-3xl">
            {values.chamorro_greeting}
          </span>
          <span className="mt-1 text-sm text-brand-100">{values.chamorro_greeting_note}</span>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{values.chamorro_eyebrow}</p>
          <h2 id="chamorro-highlight" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {values.chamorro_title}
          </h2>
          {paragraphsOf(values.chamorro_text).map((paragraph, index) => (
            <p key={index} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}

function MoreLanguages({ values }: { values: Values }) {
  return (
    <Section labelledBy="more-languages">
      <SectionHeading id="more-languages" eyebrow={values.more_eyebrow} title={values.more_title} lead={values.more_lead} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.more_regions.map((group, index) => (
          <div key={index} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <Globe2 className="size-5 text-brand-600" aria-hidden />
              {group.region}
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-slate-700">{group.languages}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The languages page (docs/product.md, 4.3), drawn from its fields; also the admin area's live preview of it. */
export function LanguagesView({ content }: { content: LanguagesContent }) {
  const { values } = content;
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead}>
        <FieldButton link={values.hero_primary} variant="secondary" size="lg" />
        <FieldButton link={values.hero_secondary} variant="inverse" size="lg" />
      </PageHero>

      <Section labelledBy="popular-languages">
        <SectionHeading id="popular-languages" eyebrow={values.popular_eyebrow} title={values.popular_title} lead={values.popular_lead} />
        <LanguageList languages={values.popular_languages} labelledBy="popular-languages" />
      </Section>

      <Chamorro values={values} />
      <MoreLanguages values={values} />

      <Section tone="muted" labelledBy="braille">
        <BrailleNotice id="braille" title={values.braille_title} text={values.braille_text} action={values.braille_action} />
      </Section>

      <CtaBand title={values.cta_title} text={values.cta_text}>
        <FieldButton link={values.cta_primary} variant="secondary" size="lg" />
        <FieldButton link={values.cta_secondary} variant="inverse" size="lg" />
      </CtaBand>
    </>
  );
}
