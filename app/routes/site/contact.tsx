import { Clock, Lock, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { ContactCard, EmailText } from "~/components/site/contact-card";
import { OpeningHoursList } from "~/components/site/opening-hours-list";
import { PageHero } from "~/components/site/page-hero";
import { PaymentMethods } from "~/components/site/payment-methods";
import { Section } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { publicUrlFrom, seo } from "~/lib/seo";
import { useSettings } from "~/components/site/settings-context";
import { contactOf } from "~/content/site-settings";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Contact Us",
    description: "Call or e-mail Guam Translation Services, write to our P.O. box in Tamuning, Guam, or see our opening hours in Chamorro Standard Time.",
    path: "/contact",
    publicUrl: publicUrlFrom(matches),
  });
}

const linkClass =
  "font-semibold wrap-anywhere text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

export default function Contact() {
  const contact = contactOf(useSettings().values);
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about a language, a document or a deadline? Call or e-mail us: a real person on Guam will answer."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Free Quote
        </ButtonLink>
      </PageHero>

      <Section>
        <h2 className="sr-only">How to reach us</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          <ContactCard icon={Phone} title="Phone">
            <a href={`tel:${contact.phoneHref}`} className={linkClass}>
              {contact.phone}
            </a>
            <p className="mt-2 text-sm text-slate-600">Call during opening hours for quotes and questions.</p>
          </ContactCard>
          <ContactCard icon={Mail} title="General Inquiries">
            <a href={`mailto:${contact.email}`} className={linkClass}>
              <EmailText email={contact.email} />
            </a>
            <p className="mt-2 text-sm text-slate-600">We reply within 24 hours. Attach your documents for a quote.</p>
          </ContactCard>
          <ContactCard icon={MapPin} title="Mailing Address">
            <address className="not-italic">{contact.address}</address>
            <p className="mt-2 text-sm text-slate-600">Postal mail only; we do not receive visitors at this address.</p>
          </ContactCard>
          <ContactCard icon={Clock} title="Opening Hours">
            <OpeningHoursList />
          </ContactCard>
        </ul>
      </Section>

      <Section tone="muted" labelledBy="payment">
        <div className="grid items-center gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Lock className="size-6" aria-hidden />
            </span>
            <h2 id="payment" className="mt-4 text-2xl font-bold text-slate-900">
              Secure, confidential payment
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              We accept credit card and PayPal payments. Every payment is processed securely and kept confidential: we never
              see or store your full card number. On Guam we also accept purchase orders, cash and check.
            </p>
          </div>
          <PaymentMethods className="md:justify-self-end" />
        </div>
      </Section>
    </>
  );
}
