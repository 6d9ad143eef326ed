import { Link } from "react-router";
import {
  ArrowRight,
  Briefcase,
  CircleCheck,
  Clock,
  Factory,
  FileText,
  Heart,
  Languages,
  Megaphone,
  MessageSquareText,
  MonitorSmartphone,
  Scale,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import type { HomeContent } from "~/content/home-defaults";
import { SERVICE_CATEGORIES, type ServiceCategory } from "~/content/services";
import { ORDER_STEPS } from "~/content/steps";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "./section";
import { BrailleNotice } from "./braille-notice";

/** Greetings shown beside the hero on wide screens, each marked with its language. */
const GREETINGS = [
  { text: "Håfa adai", language: "Chamorro", lang: "ch" },
  { text: "Kumusta", language: "Tagalog", lang: "tl" },
  { text: "Ran annim", language: "Chuukese", lang: "chk" },
  { text: "Hola", language: "Spanish", lang: "es" },
  { text: "Bonjour", language: "French", lang: "fr" },
];

const FEATURE_ICONS: LucideIcon[] = [Languages, ShieldCheck, Clock];

export function HomeHero({ content }: { content: HomeContent }) {
  const features = [
    [content.feature_1_title, content.feature_1_subtitle],
    [content.feature_2_title, content.feature_2_subtitle],
    [content.feature_3_title, content.feature_3_subtitle],
  ] as const;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-800 to-brand-950 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/30 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_18rem]">
          <div>
            <h1
              className="hero-title text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
              dangerouslySetInnerHTML={{ __html: content.hero_title }}
            />
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{content.hero_description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/get-quote" variant="secondary" size="lg">
                Get a Quote
              </ButtonLink>
              <ButtonLink to="/contact" variant="inverse" size="lg">
                Contact Us
              </ButtonLink>
            </div>
          </div>
          <figure className="hidden rounded-2xl border border-white/15 bg-white/5 p-6 lg:block">
            <figcaption className="text-sm font-semibold tracking-wider text-accent-300 uppercase">Hello, in…</figcaption>
            <ul className="mt-4 space-y-3">
              {GREETINGS.map((g) => (
                <li key={g.lang} className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-3 last:border-0 last:pb-0">
                  <span lang={g.lang} className="text-xl font-semibold">
                    {g.text}
                  </span>
                  <span className="text-sm text-brand-100">{g.language}</span>
                </li>
              ))}
            </ul>
          </figure>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {features.map(([title, subtitle], index) => {
            const Icon = FEATURE_ICONS[index]!;
            return (
              <li key={index} className="flex items-center gap-4 rounded-xl border border-white/15 bg-white/10 p-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-300 text-brand-950">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <strong className="block font-semibold text-white">{title}</strong>
                  <span className="block text-sm text-brand-100">{subtitle}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

const WELCOME_POINTS = [
  "Professional human translators, never a machine alone",
  "Chamorro and the languages of Micronesia as our speciality",
  "English to Braille transcription",
  "Confidential handling of every document",
];

export function HomeWelcome({ content }: { content: HomeContent }) {
  return (
    <Section labelledBy="welcome-title">
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wider text-accent-700 uppercase">Håfa adai</p>
          <h2 id="welcome-title" className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {content.welcome_title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{content.welcome_description}</p>
        </div>
        <ul className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          {WELCOME_POINTS.map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function HomeBraille({ content }: { content: HomeContent }) {
  return (
    <section aria-labelledby="braille-title" className="px-4 sm:px-6 lg:px-8">
      <BrailleNotice id="braille-title" title={content.braille_title} text={content.braille_description} actionLabel="Contact Us" />
    </section>
  );
}

const SERVICE_ICONS: Record<ServiceCategory["id"], LucideIcon> = {
  marketing: Megaphone,
  documents: FileText,
  business: Briefcase,
  legal: Scale,
  digital: MonitorSmartphone,
  manufacturing: Factory,
  personal: Heart,
};

export function HomeServices() {
  return (
    <Section labelledBy="services-title">
      <SectionHeading
        id="services-title"
        eyebrow="What we translate"
        title="Translation for every kind of material"
        lead="From a single birth certificate to a complete website, our translators know the subject as well as the language."
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICE_CATEGORIES.map((category) => {
          const Icon = SERVICE_ICONS[category.id];
          return (
            <li key={category.id} className="flex">
              <Link
                to={`/services#${category.id}`}
                data-testid="service-card"
                className="group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{category.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{category.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Learn more
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          );
        })}
        <li className="flex">
          <div className="flex w-full flex-col rounded-xl border border-dashed border-brand-300 bg-brand-50 p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-white text-brand-700">
              <MessageSquareText aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">Something else?</h3>
            <p className="mt-2 flex-1 text-slate-600">If your material is not listed, ask us: we very likely translate it too.</p>
            <Link
              to="/contact"
              className="mt-4 inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              Ask us
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </li>
      </ul>
    </Section>
  );
}

export function HomeSteps() {
  return (
    <Section tone="muted" labelledBy="steps-title">
      <SectionHeading
        id="steps-title"
        eyebrow="How it works"
        title="Six simple steps to your translation"
        lead="No forms to fill in: tell us what you need by phone or e-mail and we take it from there."
      />
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {ORDER_STEPS.map((step, index) => (
          <li key={step.anchor} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-base font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.summary}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <ButtonLink to="/how-it-works" variant="outline" size="lg">
          Learn More<span className="sr-only"> about how it works</span>
        </ButtonLink>
      </div>
    </Section>
  );
}

export function HomeMainFocus({ content }: { content: HomeContent }) {
  return (
    <section aria-labelledby="main-focus-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="main-focus-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {content.main_focus_title}
        </h2>
        <div
          className="rich-text rich-text-inverse mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100"
          dangerouslySetInnerHTML={{ __html: content.main_focus_description }}
        />
        <p className="mt-6 text-lg font-semibold text-accent-300">{content.main_focus_cta}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/get-quote" variant="secondary" size="lg">
            Get a Free Quote
          </ButtonLink>
          <ButtonLink to="/contact" variant="inverse" size="lg">
            Contact Us Today
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
