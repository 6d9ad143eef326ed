import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import type { LegalSectionValue, LegalValues } from "~/content/pages/legal-fields";
import { FieldLink } from "./field-link";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/** An anchor an address can carry after "#": lowercase letters, digits and hyphens. */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A section's paragraphs: an empty line (possibly holding spaces) starts a new one. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Each section's anchor: the one given, else one made from its heading; never two alike on the page. */
export function sectionAnchors(sections: ReadonlyArray<Pick<LegalSectionValue, "anchor" | "heading">>): string[] {
  const taken = new Set<string>();
  return sections.map((section, index) => {
    const base = anchorOf(section.anchor) || anchorOf(section.heading) || `section-${index + 1}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}

/** A legal text: a short table of contents, then each section under its own anchor. */
export function LegalDocument({ tocTitle, sections, children }: { tocTitle: string; sections: LegalSectionValue[]; children?: ReactNode }) {
  const anchors = sectionAnchors(sections);
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={tocTitle} className="lg:sticky lg:top-28 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{tocTitle}</h2>
        <ol className="mt-3 space-y-2 border-l border-slate-200">
          {sections.map((section, index) => (
            <li key={index}>
              <a
                href={`#${anchors[index]}`}
                className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        {sections.map((section, index) => (
          <section
            key={index}
            id={anchors[index]}
            aria-labelledby={`${anchors[index]}-heading`}
            className="border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
          >
            <h2 id={`${anchors[index]}-heading`} className="text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {paragraphsOf(section.body).map((paragraph, at) => (
              <p key={at} className="mt-4 leading-relaxed whitespace-pre-line text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.link.href ? (
              <FieldLink
                link={section.link}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <ArrowRight className="size-4" aria-hidden />
              </FieldLink>
            ) : null}
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}

/** A legal page (/terms-of-use, /disclaimer) from its fields; `children` close the text (the terms' closing box). */
export function LegalPage({ values, children }: { values: LegalValues; children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={values.eyebrow} title={values.title} lead={values.intro} />
      <Section>
        {values.updated ? <p className="mb-10 text-sm text-slate-600">{values.updated}</p> : null}
        <LegalDocument tocTitle={values.toc_title} sections={values.sections}>
          {children}
        </LegalDocument>
      </Section>
    </>
  );
}
