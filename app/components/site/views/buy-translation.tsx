import { FileSearch } from "lucide-react";
import { BUY_TRANSLATION_PAGE } from "~/content/pages/buy-translation";
import type { PageContent } from "~/lib/fields/define";
import { FieldButton } from "../field-link";
import { PackageCard } from "../package-card";
import { PageHero } from "../page-hero";
import { PaymentMethods } from "../payment-methods";
import { Section, SectionHeading } from "../section";

export type BuyTranslationContent = PageContent<typeof BUY_TRANSLATION_PAGE.fields>;

const PAYMENT_IMAGE = BUY_TRANSLATION_PAGE.fields.find((field) => field.kind === "image")!;

/** The packages page (docs/product.md, 4.3), drawn from its fields; also the admin area's live preview of it. */
export function BuyTranslationView({ content }: { content: BuyTranslationContent }) {
  const { values } = content;
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead} />

      <Section tone="muted" labelledBy="packages">
        <SectionHeading id="packages" title={values.packages_title} lead={values.packages_lead} />
        <div className="grid gap-8 pt-4 lg:grid-cols-3 lg:items-center lg:gap-6">
          {values.packages.map((pkg, index) => (
            <PackageCard key={index} pkg={pkg} headingId={`package-${index + 1}`} texts={values} />
          ))}
        </div>
      </Section>

      <Section labelledBy="custom-quote">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <FileSearch className="size-6" aria-hidden />
            </span>
            <h2 id="custom-quote" className="mt-4 text-2xl font-bold text-slate-900">
              {values.custom_title}
            </h2>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">{values.custom_text}</p>
            <FieldButton link={values.custom_link} variant="primary" className="mt-6 self-start" />
          </div>
          <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-bold text-slate-900">{values.payment_title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{values.payment_text}</p>
            <PaymentMethods
              field={PAYMENT_IMAGE}
              image={values.payment_image}
              picture={content.images.payment_image}
              sizes="(min-width: 1024px) 33rem, 100vw"
              className="mt-6"
            />
          </div>
        </div>
      </Section>
    </>
  );
}
