import { Users } from "lucide-react";
import type { Route } from "./+types/services";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ServiceSection } from "~/components/site/service-section";
import { ButtonLink } from "~/components/ui/button";
import { SERVICE_CATEGORIES } from "~/content/services";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "What We Translate",
    description:
      "Marketing, official documents, business, legal and government, digital, manufacturing and personal translation by professional human translators in Guam.",
    path: "/services",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="What We Translate"
        lead="Businesses, government offices and families trust us with every kind of text. Whatever you need translated, a professional who knows the subject will handle it."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Free Quote
        </ButtonLink>
      </PageHero>

      <Section tone="muted">
        <nav aria-label="Service categories" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-8">
          {SERVICE_CATEGORIES.map((category) => (
            <ServiceSection key={category.id} category={category} />
          ))}
        </div>
      </Section>

      <Section labelledBy="in-person">
        <div className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Users className="size-7" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="in-person" className="text-2xl font-bold text-slate-900">
              In-person translators
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              In-person translators are available at times for meetings, medical and legal appointments, hearings and events on
              Guam. Call us with the date, place and languages and we will check who is available.
            </p>
          </div>
          <ButtonLink to="/contact" variant="primary" className="self-start sm:self-center">
            Check Availability
          </ButtonLink>
        </div>
      </Section>

      <CtaBand title="Not sure where your project fits?" text="Describe it to us and we will tell you how we can help, with a free quote within 24 hours.">
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Quote
        </ButtonLink>
        <ButtonLink to="/samples" variant="inverse" size="lg">
          See Samples
        </ButtonLink>
      </CtaBand>
    </>
  );
}
