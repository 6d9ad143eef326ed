import { Clock, Mail, MessageSquareReply, Phone } from "lucide-react";
import type { GET_QUOTE_PAGE } from "~/content/pages/get-quote";
import { contactOf, openingLines } from "~/content/site-settings";
import type { PageContent } from "~/lib/fields/define";
import { ContactCard, CONTACT_LINK_CLASS, EmailText } from "../contact-card";
import { FieldButton } from "../field-link";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";
import { useSettings } from "../settings-context";

export type GetQuoteContent = PageContent<typeof GET_QUOTE_PAGE.fields>;

/** The quote page (docs/product.md, 4.3), drawn from its fields and the settings; also the admin area's live preview of it. */
export function GetQuoteView({ content }: { content: GetQuoteContent }) {
  const { values } = content;
  const { values: settings, languages } = useSettings();
  const contact = contactOf(settings);
  // The quote desk's hours: the line of the opening hours that holds Monday (the settings' first day).
  const quoteHours = openingLines(settings, languages.locale).filter((line) => line.days.includes(0));
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead} />

      <Section labelledBy="how-to-ask">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="how-to-ask" title={values.ask_title} lead={values.ask_lead} align="left" />
            <ul className="grid gap-4">
              <ContactCard icon={Phone} title={values.phone_title} row>
                <a href={`tel:${contact.phoneHref}`} className={CONTACT_LINK_CLASS}>
                  {contact.phone}
                </a>
              </ContactCard>
              <ContactCard icon={Mail} title={values.email_title} row>
                <a href={`mailto:${contact.email}?subject=${encodeURIComponent("Quote request")}`} className={CONTACT_LINK_CLASS}>
                  <EmailText email={contact.email} />
                </a>
              </ContactCard>
              <ContactCard icon={Clock} title={values.hours_title} row>
                {quoteHours.map((line) => (
                  <p key={line.label}>
                    <span className="whitespace-nowrap">{line.label}</span>{" "}
                    <span className="whitespace-nowrap">{line.opens ? `${line.display} ${settings.hours_zone}` : line.display}</span>
                  </p>
                ))}
              </ContactCard>
              <ContactCard icon={MessageSquareReply} title={values.reply_title} row>
                <p>{values.reply_text}</p>
              </ContactCard>
            </ul>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h2 id="checklist" className="text-2xl font-bold tracking-tight text-slate-900">
              {values.checklist_title}
            </h2>
            {values.checklist_lead ? <p className="mt-3 text-slate-600">{values.checklist_lead}</p> : null}
            <ol className="mt-6 space-y-5">
              {values.checklist.map((entry, index) => (
                <li key={index} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{entry.title}</p>
                    {entry.text ? <p className="mt-1 text-slate-600">{entry.text}</p> : null}
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
              {values.packages_title}
            </h2>
            <p className="mt-2 text-slate-700">{values.packages_text}</p>
          </div>
          <FieldButton link={values.packages_link} variant="primary" className="self-start sm:self-center" />
        </div>
      </Section>
    </>
  );
}
