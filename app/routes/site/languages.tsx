import { Globe2 } from "lucide-react";
import type { Route } from "./+types/languages";
import { BrailleNotice } from "~/components/site/braille-notice";
import { CtaBand } from "~/components/site/cta-band";
import { LanguageList } from "~/components/site/language-list";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { BRAILLE_NOTICE, CHAMORRO_HIGHLIGHT, LANGUAGE_COUNT, MORE_LANGUAGES, POPULAR_LANGUAGES } from "~/content/languages";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Languages We Translate",
    description: `Human translation in ${LANGUAGE_COUNT} languages from Guam: Chamorro, Tagalog, Chuukese, Japanese, Korean, Chinese, Vietnamese, Spanish, French, German, Russian and English to Braille.`,
    path: "/languages",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Languages() {
  return (
    <>
      <PageHero
        eyebrow="Languages"
        title={`Translation in ${LANGUAGE_COUNT} Languages`}
        lead="From Chamorro and Chuukese to Japanese and Spanish, our professional translators work from English into your target language and back into English, for clients on Guam and around the world."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Quote
        </ButtonLink>
        <ButtonLink to="/contact" variant="inverse" size="lg">
          Contact Us
        </ButtonLink>
      </PageHero>

      <Section labelledBy="popular-languages">
        <SectionHeading
          id="popular-languages"
          eyebrow="Most requested"
          title="Popular Languages"
          lead="These are the languages our clients on Guam ask for most often. Each is handled by a translator who is a native or fully fluent speaker."
        />
        <LanguageList languages={POPULAR_LANGUAGES} />
      </Section>

      <Section tone="brand" labelledBy="chamorro-highlight">
        <div className="grid items-center gap-10 md:grid-cols-[auto_minmax(0,1fr)]">
          <div className="mx-auto flex size-40 flex-col items-center justify-center rounded-full bg-brand-800 text-center text-white shadow-lg sm:size-48">
            <span lang="ch" className="text-2xl font-bold sm:text-3xl">
              Håfa Adai!
            </span>
            <span className="mt-1 text-sm text-brand-100">Hello, in Chamorro</span>
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Our speciality</p>
            <h2 id="chamorro-highlight" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {CHAMORRO_HIGHLIGHT.title}
            </h2>
            {CHAMORRO_HIGHLIGHT.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </Section>

      <Section labelledBy="more-languages">
        <SectionHeading
          id="more-languages"
          eyebrow={`${LANGUAGE_COUNT} languages`}
          title="And Many More"
          lead={`Our network of professional translators covers more than 100 languages. Here are some of them; if yours is not listed, ask us.`}
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {MORE_LANGUAGES.map((group) => (
            <div key={group.region} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Globe2 className="size-5 text-brand-600" aria-hidden />
                {group.region}
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">{group.languages.join(", ")}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section tone="muted" labelledBy="braille">
        <BrailleNotice id="braille" title={BRAILLE_NOTICE.title} text={BRAILLE_NOTICE.text} action={{ label: "Ask About Braille", href: "/contact" }} />
      </Section>

      <CtaBand
        title="Need a language pair quoted?"
        text="Tell us the languages, the document and your deadline. We reply within 24 hours."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Quote
        </ButtonLink>
        <ButtonLink to="/contact" variant="inverse" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
