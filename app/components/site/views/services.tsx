import { Users } from "lucide-react";
import type { SERVICES_PAGE } from "~/content/pages/services";
import type { PageContent } from "~/lib/fields/define";
import { CtaBand } from "../cta-band";
import { FieldButton } from "../field-link";
import { anchorIds } from "../field-values";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { ServiceSection } from "../service-section";

export type ServicesContent = PageContent<typeof SERVICES_PAGE.fields>;
type Values = ServicesContent["values"];

/** The ids of the categories' sections, their anchors on the page (/services#marketing). */
export function categoryIds(categories: Values["categories"]): string[] {
  return anchorIds(
    categories.map((category) => category.anchor),
    { fallback: "category", taken: ["in-person"], derived: ["-heading"] },
  );
}

function Categories({ values }: { values: Values }) {
  const ids = categoryIds(values.categories);
  return (
    <Section tone="muted">
      <nav aria-label={values.categories_label} className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {values.categories.map((category, index) => (
            <li key={index}>
              <a
                href={`#${ids[index]}`}
                className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        {values.categories.map((category, index) => (
          <ServiceSection key={index} category={category} id={ids[index]!} examplesTitle={values.examples_title} />
        ))}
      </div>
    </Section>
  );
}

/** The "What We Translate" page (docs/product.md, 4.3), drawn from its fields; also the admin area's live preview of it. */
export function ServicesView({ content }: { content: ServicesContent }) {
  const { values } = content;
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead}>
        <FieldButton link={values.hero_primary} variant="secondary" size="lg" />
      </PageHero>

      <Categories values={values} />

      <Section labelledBy="in-person">
        <div className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Users className="size-7" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="in-person" className="text-2xl font-bold text-slate-900">
              {values.in_person_title}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{values.in_person_text}</p>
          </div>
          <FieldButton link={values.in_person_action} variant="primary" className="self-start sm:self-center" />
        </div>
      </Section>

      <CtaBand title={values.cta_title} text={values.cta_text}>
        <FieldButton link={values.cta_primary} variant="secondary" size="lg" />
        <FieldButton link={values.cta_secondary} variant="inverse" size="lg" />
      </CtaBand>
    </>
  );
}
