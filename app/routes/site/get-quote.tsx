import { Clock, Mail, MessageSquareReply, Phone } from "lucide-react";
import type { Route } from "./+types/get-quote";
import { ContactCard, EmailText } from "~/components/site/contact-card";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { OPENING_HOURS, TIME_ZONE_LABEL } from "~/content/hours";
import { QUOTE_CHECKLIST, QUOTE_REPLY_TIME } from "~/content/quote";
import { publicUrlFrom, seo } from "~/lib/seo";
import { useSettings } from "~/components/site/settings-context";
import { contactOf } from "~/content/site-settings";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Get a Free Quote",
    description: `Request a free translation quote by phone or e-mail. Tell us your languages, document type, word count and deadline; we reply ${QUOTE_REPLY_TIME}.`,
    path: "/get-quote",
    publicUrl: publicUrlFrom(matches),
  });
}

/** The quote desk works weekdays; the first line of the opening hours. */
const QUOTE_HOURS = OPENING_HOURS.filter((hours) => hours.days.includes("Monday"));

const linkClass =
  "font-semibold wrap-anywhere text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

export default function GetQuote() {
  const contact = contactOf(useSettings().values);
  return (
    <>
      <PageHero
        eyebrow="Free quote"
        title="Get a Free Quote"
        lead={`Call or e-mail us about your project and we will reply ${QUOTE_REPLY_TIME} with a clear price based on word count. No obligation.`}
      />

      <Section labelledBy="how-to-ask">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="how-to-ask"
              title="How to request a quote"
              lead="Quotes are given by phone or e-mail. E-mail is best when you can attach the document."
              align="left"
            />
            <ul className="grid gap-4">
              <ContactCard icon={Phone} title="Call us" row>
                <a href={`tel:${contact.phoneHref}`} className={linkClass}>
                  {contact.phone}
                </a>
              </ContactCard>
              <ContactCard icon={Mail} title="E-mail us" row>
                <a href={`mailto:${contact.email}?subject=${encodeURIComponent("Quote request")}`} className={linkClass}>
                  <EmailText email={contact.email} />
                </a>
              </ContactCard>
              <ContactCard icon={Clock} title="Hours" row>
                {QUOTE_HOURS.map((hours) => (
                  <p key={hours.label}>
                    <span className="whitespace-nowrap">{hours.label}</span>{" "}
                    <span className="whitespace-nowrap">{`${hours.display} ${TIME_ZONE_LABEL}`}</span>
                  </p>
                ))}
              </ContactCard>
              <ContactCard icon={MessageSquareReply} title="Fast reply" row>
                <p>We reply to every quote request {QUOTE_REPLY_TIME}.</p>
              </ContactCard>
            </ul>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h2 id="checklist" className="text-2xl font-bold tracking-tight text-slate-900">
              What to include in your request
            </h2>
            <p className="mt-3 text-slate-600">The more we know, the more precise your quote. Please tell us:</p>
            <ol className="mt-6 space-y-5">
              {QUOTE_CHECKLIST.map((item, index) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{item.title}</p>
                    <p className="mt-1 text-slate-600">{item.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section tone="brand" labelledBy="fixed-price">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-2xl">
            <h2 id="fixed-price" className="text-2xl font-bold text-slate-900">
              Prefer a fixed price?
            </h2>
            <p className="mt-2 text-slate-700">
              For common projects we offer three packages, from a quick translation of up to 500 words to a premium package
              with notarization included.
            </p>
          </div>
          <ButtonLink to="/buy-translation" variant="primary" className="self-start sm:self-center">
            See Our Packages
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
