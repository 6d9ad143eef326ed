import { Clock, Lock, Mail, MapPin, Phone } from "lucide-react";
import { CONTACT_PAGE } from "~/content/pages/contact";
import { contactOf } from "~/content/site-settings";
import type { PageContent } from "~/lib/fields/define";
import { ContactCard, CONTACT_LINK_CLASS, EmailText } from "../contact-card";
import { FieldButton } from "../field-link";
import { OpeningHoursList } from "../opening-hours-list";
import { PageHero } from "../page-hero";
import { PaymentMethods } from "../payment-methods";
import { Section } from "../section";
import { useSettings } from "../settings-context";

export type ContactContent = PageContent<typeof CONTACT_PAGE.fields>;

const PAYMENT_IMAGE = CONTACT_PAGE.fields.find((field) => field.kind === "image")!;

const Note = ({ text }: { text: string }) => (text ? <p className="mt-2 text-sm text-slate-600">{text}</p> : null);

/** The contact page (docs/product.md, 4.3), drawn from its fields and the settings; also the admin area's live preview of it. */
export function ContactView({ content }: { content: ContactContent }) {
  const { values } = content;
  const contact = contactOf(useSettings().values);
  return (
    <>
      <PageHero eyebrow={values.hero_eyebrow} title={values.hero_title} lead={values.hero_lead}>
        <FieldButton link={values.hero_action} variant="secondary" size="lg" />
      </PageHero>

      <Section>
        <h2 className="sr-only">{values.cards_heading}</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          <ContactCard icon={Phone} title={values.phone_title}>
            <a href={`tel:${contact.phoneHref}`} className={CONTACT_LINK_CLASS}>
              {contact.phone}
            </a>
            <Note text={values.phone_note} />
          </ContactCard>
          <ContactCard icon={Mail} title={values.email_title}>
            <a href={`mailto:${contact.email}`} className={CONTACT_LINK_CLASS}>
              <EmailText email={contact.email} />
            </a>
            <Note text={values.email_note} />
          </ContactCard>
          <ContactCard icon={MapPin} title={values.address_title}>
            <address className="not-italic">{contact.address}</address>
            <Note text={values.address_note} />
          </ContactCard>
          <ContactCard icon={Clock} title={values.hours_title}>
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
              {values.payment_title}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{values.payment_text}</p>
          </div>
          <PaymentMethods
            field={PAYMENT_IMAGE}
            image={values.payment_image}
            picture={content.images.payment_image}
            sizes="(min-width: 768px) 26rem, 100vw"
            className="md:justify-self-end"
          />
        </div>
      </Section>
    </>
  );
}
