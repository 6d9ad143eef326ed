/**
 * The views of the blocks made of the site's own parts (app/content/blocks/site-blocks.ts): the
 * home page's cards and steps, the call-to-action band, /buy-translation's price cards, /contact's
 * cards and /languages' list. Complete HTML, no script of their own (the price cards' JSON-LD is data).
 */
import { ArrowRight, Clock, Mail, MapPin, Phone } from "lucide-react";
import type {
  CALL_TO_ACTION_BLOCK,
  CARDS_BLOCK,
  CONTACT_BLOCK,
  LANGUAGE_LIST_BLOCK,
  PACKAGES_BLOCK,
  STEPS_BLOCK,
} from "~/content/blocks/site-blocks";
import { contactOf } from "~/content/site-settings";
import { ContactCard, CONTACT_LINK_CLASS, EmailText } from "../contact-card";
import { CtaBand } from "../cta-band";
import { FieldButton, FieldLink } from "../field-link";
import { LanguageList } from "../language-list";
import { OpeningHoursList } from "../opening-hours-list";
import { PackageCard } from "../package-card";
import { Section, SectionHeading } from "../section";
import { useSettings } from "../settings-context";
import { StepCard } from "../step-card";
import { JsonLd } from "../json-ld";
import { offerCatalog } from "../structured-data";
import { blockIcon } from "./block-icons";
import type { BlockViewProps } from "./block-props";

const CARD = "flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export function CardsBlock({ values, id }: BlockViewProps<typeof CARDS_BLOCK>) {
  const headingId = `${id}-title`;
  const columns = values.cards.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <Section labelledBy={values.title ? headingId : undefined}>
      {values.title ? <SectionHeading id={headingId} title={values.title} lead={values.intro || undefined} /> : null}
      <ul className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
        {values.cards.map((card, index) => {
          const Icon = blockIcon(card.icon);
          const linked = card.link.href.trim() !== "" && card.link.label.trim() !== "";
          return (
            <li key={index} className="flex">
              <div className={CARD}>
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{card.text}</p>
                {linked ? (
                  <FieldLink
                    link={card.link}
                    className="mt-4 inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    <span className="sr-only">: {card.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </FieldLink>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function StepsBlock({ values, id }: BlockViewProps<typeof STEPS_BLOCK>) {
  const headingId = `${id}-title`;
  return (
    <Section tone="muted" labelledBy={values.title ? headingId : undefined}>
      {values.title ? <SectionHeading id={headingId} title={values.title} /> : null}
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {values.steps.map((step, index) => (
          <StepCard key={index} number={index + 1} title={step.title} text={step.text} />
        ))}
      </ol>
    </Section>
  );
}

export function CallToActionBlock({ values }: BlockViewProps<typeof CALL_TO_ACTION_BLOCK>) {
  const buttons = values.buttons.filter((button) => button.link.label.trim() !== "" && button.link.href.trim() !== "");
  return (
    <CtaBand title={values.title} text={values.text || undefined}>
      {buttons.length > 0
        ? buttons.map((button, index) => (
            <FieldButton key={index} link={button.link} variant={index === 0 ? "secondary" : "inverse"} size="lg" />
          ))
        : null}
    </CtaBand>
  );
}

export function PackagesBlock({ values, id }: BlockViewProps<typeof PACKAGES_BLOCK>) {
  const headingId = `${id}-title`;
  const columns = values.packages.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2";
  // The packages' prices for search engines, as /buy-translation gives its own (docs/product.md, "Search engines").
  const catalog = offerCatalog(values.title || values.packages.map((pkg) => pkg.name).join(", "), values.packages);
  return (
    <Section tone="muted" labelledBy={values.title ? headingId : undefined}>
      {values.title ? <SectionHeading id={headingId} title={values.title} /> : null}
      <div className={`mx-auto grid max-w-5xl items-start gap-8 ${columns}`}>
        {values.packages.map((pkg, index) => (
          <PackageCard
            key={index}
            pkg={pkg}
            headingId={`${id}-package-${index}`}
            texts={{
              price_suffix: values.price_suffix,
              popular_badge: values.popular_badge,
              package_action: values.package_action,
              package_action_hint: values.package_action_hint,
            }}
          />
        ))}
      </div>
      {catalog ? <JsonLd data={{ "@context": "https://schema.org", ...catalog }} /> : null}
    </Section>
  );
}

export function ContactBlock({ values, id }: BlockViewProps<typeof CONTACT_BLOCK>) {
  const contact = contactOf(useSettings().values);
  const headingId = `${id}-title`;
  return (
    <Section labelledBy={values.title ? headingId : undefined}>
      {values.title ? <SectionHeading id={headingId} title={values.title} lead={values.text || undefined} /> : null}
      <ul className="grid gap-6 md:grid-cols-2">
        <ContactCard icon={Phone} title={values.phone_title} level={values.title ? 3 : 2}>
          <a href={`tel:${contact.phoneHref}`} className={CONTACT_LINK_CLASS}>
            {contact.phone}
          </a>
        </ContactCard>
        <ContactCard icon={Mail} title={values.email_title} level={values.title ? 3 : 2}>
          <a href={`mailto:${contact.email}`} className={CONTACT_LINK_CLASS}>
            <EmailText email={contact.email} />
          </a>
        </ContactCard>
        <ContactCard icon={MapPin} title={values.address_title} level={values.title ? 3 : 2}>
          <address className="not-italic">{contact.address}</address>
        </ContactCard>
        <ContactCard icon={Clock} title={values.hours_title} level={values.title ? 3 : 2}>
          <OpeningHoursList />
        </ContactCard>
      </ul>
    </Section>
  );
}

export function LanguageListBlock({ values, id, languages }: BlockViewProps<typeof LANGUAGE_LIST_BLOCK>) {
  const headingId = `${id}-title`;
  return (
    <Section tone="muted" labelledBy={headingId}>
      {values.title ? (
        <SectionHeading id={headingId} title={values.title} lead={values.text || undefined} />
      ) : (
        <h2 id={headingId} className="sr-only">
          {values.text || "Languages"}
        </h2>
      )}
      <LanguageList languages={[...languages]} labelledBy={headingId} />
    </Section>
  );
}
