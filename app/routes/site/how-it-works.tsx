import { ShieldCheck } from "lucide-react";
import type { Route } from "./+types/how-it-works";
import { CtaBand } from "~/components/site/cta-band";
import { HowItWorksStep } from "~/components/site/how-it-works-step";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { ORDER_STEPS } from "~/content/steps";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "How It Works",
    description:
      "Order a translation in six steps: choose your languages, describe your project, receive a quote, send your material, pay securely online and receive your translation by e-mail.",
    path: "/how-it-works",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function HowItWorks() {
  return (
    <>
      <PageHero
        eyebrow="How It Works"
        title="Six Simple Steps to Your Translation"
        lead="From your first question to the finished translation in your inbox, this is how we work with you. Most projects are completed within 24-72 hours."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Start With a Free Quote
        </ButtonLink>
      </PageHero>

      <Section tone="muted">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="The six steps">
          {ORDER_STEPS.map((step, index) => (
            <HowItWorksStep key={step.anchor} step={step} number={index + 1} />
          ))}
        </ol>
      </Section>

      <Section labelledBy="privacy-assured">
        <div className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-start sm:p-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <ShieldCheck className="size-7" aria-hidden />
          </span>
          <div>
            <h2 id="privacy-assured" className="text-2xl font-bold text-slate-900">
              Privacy Assured
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              Everything you send us stays confidential. Your documents are seen only by the translators and staff working on
              your project, who are bound to secrecy, and we never share your files or personal details with anyone. Payments
              are handled by secure card and PayPal processors, so we never store your card number.
            </p>
          </div>
        </div>
      </Section>

      <CtaBand title="Ready for step one?" text="Tell us your languages and your project, and we will quote you within 24 hours.">
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Free Quote
        </ButtonLink>
        <ButtonLink to="/contact" variant="inverse" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
