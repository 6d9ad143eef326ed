import { FileSearch } from "lucide-react";
import type { Route } from "./+types/buy-translation";
import { PackageCard } from "~/components/site/package-card";
import { PageHero } from "~/components/site/page-hero";
import { PaymentMethods } from "~/components/site/payment-methods";
import { Section, SectionHeading } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice, PACKAGES } from "~/content/packages";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  const prices = PACKAGES.map((pkg) => `${pkg.name} ${formatPrice(pkg.price)}`).join(", ");
  return seo({
    title: "Buy Translation",
    description: `Fixed-price human translation packages: ${prices}. Custom quotes for larger projects.`,
    path: "/buy-translation",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function BuyTranslation() {
  return (
    <>
      <PageHero
        eyebrow="Buy Translation"
        title="Translation Packages"
        lead="Simple fixed prices for the most common projects. Choose a package and contact us: we confirm the details, you pay securely, and we deliver your translation by e-mail."
      />

      <Section tone="muted" labelledBy="packages">
        <SectionHeading
          id="packages"
          title="Choose your package"
          lead="Every package includes a professional human translator and a check against the original before delivery."
        />
        <div className="grid gap-8 pt-4 lg:grid-cols-3 lg:items-center lg:gap-6">
          {PACKAGES.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
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
              Need something different?
            </h2>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">
              Longer documents, several languages, websites, rush jobs or certified translations: tell us about your project
              and we will send you a custom quote within 24 hours.
            </p>
            <ButtonLink to="/get-quote" variant="primary" className="mt-6 self-start">
              Request a Custom Quote
            </ButtonLink>
          </div>
          <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-bold text-slate-900">Payment methods</h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              Pay securely online by Visa, Mastercard or PayPal once you have accepted your quote. On Guam we also accept
              purchase orders, cash and check.
            </p>
            <PaymentMethods className="mt-6" />
          </div>
        </div>
      </Section>
    </>
  );
}
