/**
 * The views of the blocks of words and pictures (app/content/blocks/text-blocks.ts), drawn with
 * the site's own parts: complete HTML, no script of their own.
 */
import { ChevronDown, Quote as QuoteMark } from "lucide-react";
import type { FAQ_BLOCK, HERO_BLOCK, IMAGE_BLOCK, QUOTE_BLOCK, RICH_TEXT_BLOCK, TEXT_IMAGE_BLOCK } from "~/content/blocks/text-blocks";
import { FieldButton } from "../field-link";
import { JsonLd } from "../json-ld";
import { PageHero } from "../page-hero";
import { PROSE } from "../prose";
import { Section, SectionHeading } from "../section";
import { BlockPicture } from "./block-picture";
import type { BlockViewProps } from "./block-props";

const filled = (buttons: ReadonlyArray<{ link: { label: string; href: string } }>) =>
  buttons.filter((button) => button.link.label.trim() !== "" && button.link.href.trim() !== "");

export function HeroBlock({ values, first }: BlockViewProps<typeof HERO_BLOCK>) {
  const buttons = filled(values.buttons);
  const actions =
    buttons.length > 0 ? (
      <>
        {buttons.map((button, index) => (
          <FieldButton key={index} link={button.link} variant={index === 0 ? "secondary" : "inverse"} size="lg" />
        ))}
      </>
    ) : undefined;
  // The page's <h1> when it opens the page; a hero further down is one more section.
  if (first)
    return (
      <PageHero title={values.title} lead={values.text || undefined}>
        {actions}
      </PageHero>
    );
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{values.title}</h2>
        {values.text ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{values.text}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

export function RichTextBlock({ values }: BlockViewProps<typeof RICH_TEXT_BLOCK>) {
  if (values.body.trim() === "") return null;
  return (
    <Section>
      {/* Sanitised with the allow-list on the server, when saved and again when read. */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: values.body }} />
    </Section>
  );
}

export function ImageBlock({ values, images, eagerPicture }: BlockViewProps<typeof IMAGE_BLOCK>) {
  const picture = values.image.mediaId === null ? undefined : images[values.image.mediaId];
  if (!picture) return null;
  return (
    <Section>
      <figure className="mx-auto max-w-4xl">
        <BlockPicture image={values.image} picture={picture} sizes="(min-width: 1024px) 896px, 100vw" eager={eagerPicture} />
        {values.caption ? <figcaption className="mt-3 text-center text-base text-slate-600">{values.caption}</figcaption> : null}
      </figure>
    </Section>
  );
}

export function TextImageBlock({ values, images, id, eagerPicture }: BlockViewProps<typeof TEXT_IMAGE_BLOCK>) {
  const picture = values.image.mediaId === null ? undefined : images[values.image.mediaId];
  const headingId = `${id}-title`;
  return (
    <Section labelledBy={values.title ? headingId : undefined}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className={values.imageSide === "left" ? "md:order-2" : undefined}>
          {values.title ? (
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
              {values.title}
            </h2>
          ) : null}
          <div className={`${PROSE} ${values.title ? "mt-4" : ""}`} dangerouslySetInnerHTML={{ __html: values.body }} />
        </div>
        {picture ? (
          <div className={values.imageSide === "left" ? "md:order-1" : undefined}>
            <BlockPicture image={values.image} picture={picture} sizes="(min-width: 768px) 50vw, 100vw" eager={eagerPicture} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}

export function QuoteBlock({ values }: BlockViewProps<typeof QUOTE_BLOCK>) {
  return (
    <Section tone="brand">
      <figure className="mx-auto max-w-3xl text-center">
        <QuoteMark className="mx-auto size-10 text-brand-700" aria-hidden />
        <blockquote className="mt-4 text-xl leading-relaxed font-medium text-balance text-slate-900 sm:text-2xl">
          <p>{values.quote}</p>
        </blockquote>
        <figcaption className="mt-6 text-base text-slate-700">
          <span className="font-semibold text-slate-900">{values.name}</span>
          {values.role ? <span>, {values.role}</span> : null}
        </figcaption>
      </figure>
    </Section>
  );
}

export function FaqBlock({ values, id }: BlockViewProps<typeof FAQ_BLOCK>) {
  const headingId = `${id}-title`;
  const questions = values.items.filter((entry) => entry.question.trim() !== "");
  const faqPage = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
  return (
    <Section tone="muted" labelledBy={values.title ? headingId : undefined}>
      {values.title ? <SectionHeading id={headingId} title={values.title} /> : null}
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {questions.map((entry, index) => (
          <details key={index} className="group p-5 sm:p-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
      {questions.length > 0 ? <JsonLd data={faqPage} /> : null}
    </Section>
  );
}
