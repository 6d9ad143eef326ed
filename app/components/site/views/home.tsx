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
import type { HOME_PAGE } from "~/content/pages/home";
import type { PageContent } from "~/lib/fields/define";
import { BrailleNotice } from "../braille-notice";
import { FieldButton, FieldLink } from "../field-link";
import { Section, SectionHeading } from "../section";
import { StepCard } from "../step-card";

export type HomeContent = PageContent<typeof HOME_PAGE.fields>;
type Values = HomeContent["values"];

const FEATURE_ICONS: LucideIcon[] = [Languages, ShieldCheck, Clock];

/** A service card's icon, from the category its link points at (/services#legal); a speech bubble for any other. */
const SERVICE_ICONS: Record<string, LucideIcon> = {
  marketing: Megaphone,
  documents: FileText,
  business: Briefcase,
  legal: Scale,
  digital: MonitorSmartphone,
  manufacturing: Factory,
  personal: Heart,
};
const iconFor = (href: string) => SERVICE_ICONS[href.split("#")[1] ?? ""] ?? MessageSquareText;

function Hero({ values }: { values: Values }) {
  const features = [
    [values.feature_1_title, values.feature_1_subtitle],
    [values.feature_2_title, values.feature_2_subtitle],
    [values.feature_3_title, values.feature_3_subtitle],
  ] as const;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-800 to-brand-950 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/30 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_18rem]">
          <div>
            <h1
              className="hero-title text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
              dangerouslySetInnerHTML={{ __html: values.hero_title }}
            />
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{values.hero_description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <FieldButton link={values.hero_primary} variant="secondary" size="lg" />
              <FieldButton link={values.hero_secondary} variant="inverse" size="lg" />
            </div>
          </div>
          {values.greetings.length > 0 ? (
            <figure className="hidden rounded-2xl border border-white/15 bg-white/5 p-6 lg:block">
              <figcaption className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{values.greetings_title}</figcaption>
              <ul className="mt-4 space-y-3">
                {values.greetings.map((g, index) => (
                  <li
                    key={index}
                    className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-3 last:border-0 last:pb-0"
                  >
                    <span lang={g.lang || undefined} className="text-xl font-semibold">
                      {g.text}
                    </span>
                    <span className="text-sm text-brand-100">{g.language}</span>
                  </li>
                ))}
              </ul>
            </figure>
          ) : null}
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

function Welcome({ values }: { values: Values }) {
  return (
    <Section labelledBy="welcome-title">
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wider text-accent-700 uppercase">{values.welcome_eyebrow}</p>
          <h2 id="welcome-title" className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {values.welcome_title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{values.welcome_description}</p>
        </div>
        {values.welcome_points.length > 0 ? (
          <ul className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-6">
            {values.welcome_points.map((point, index) => (
              <li key={index} className="flex gap-3 text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {point.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}

function Services({ values }: { values: Values }) {
  return (
    <Section labelledBy="services-title">
      <SectionHeading id="services-title" eyebrow={values.services_eyebrow} title={values.services_title} lead={values.services_lead} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {values.service_cards.map((card, index) => {
          const Icon = iconFor(card.link.href);
          return (
            <li key={index} className="flex">
              <FieldLink
                link={{ label: "", href: card.link.href }}
                data-testid="service-card"
                className="group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{card.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  {card.link.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </FieldLink>
            </li>
          );
        })}
        <li className="flex">
          <div className="flex w-full flex-col rounded-xl border border-dashed border-brand-300 bg-brand-50 p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-white text-brand-700">
              <MessageSquareText aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{values.services_more_title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{values.services_more_text}</p>
            <FieldLink
              link={values.services_more_link}
              className="mt-4 inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              <ArrowRight aria-hidden="true" className="size-4" />
            </FieldLink>
          </div>
        </li>
      </ul>
    </Section>
  );
}

function Steps({ values }: { values: Values }) {
  return (
    <Section tone="muted" labelledBy="steps-title">
      <SectionHeading id="steps-title" eyebrow={values.steps_eyebrow} title={values.steps_title} lead={values.steps_lead} />
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {values.steps.map((step, index) => (
          <StepCard key={index} number={index + 1} title={step.title} text={step.summary} />
        ))}
      </ol>
      <div className="mt-10 text-center">
        <FieldButton link={values.steps_link} variant="outline" size="lg">
          {values.steps_link_hint ? <span className="sr-only"> {values.steps_link_hint}</span> : null}
        </FieldButton>
      </div>
    </Section>
  );
}

function MainFocus({ values }: { values: Values }) {
  return (
    <section aria-labelledby="main-focus-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="main-focus-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {values.main_focus_title}
        </h2>
        <div
          className="rich-text rich-text-inverse mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100"
          dangerouslySetInnerHTML={{ __html: values.main_focus_description }}
        />
        <p className="mt-6 text-lg font-semibold text-accent-300">{values.main_focus_cta}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <FieldButton link={values.main_focus_primary} variant="secondary" size="lg" />
          <FieldButton link={values.main_focus_secondary} variant="inverse" size="lg" />
        </div>
      </div>
    </section>
  );
}

/** The home page (docs/product.md, "Home"), drawn from its fields; also the admin area's live preview of it. */
export function HomeView({ content }: { content: HomeContent }) {
  const { values } = content;
  return (
    <>
      <Hero values={values} />
      <Welcome values={values} />
      <section aria-labelledby="braille-title" className="px-4 sm:px-6 lg:px-8">
        <BrailleNotice id="braille-title" title={values.braille_title} text={values.braille_description} action={values.braille_action} />
      </section>
      <Services values={values} />
      <Steps values={values} />
      <MainFocus values={values} />
    </>
  );
}
