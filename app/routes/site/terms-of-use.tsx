import type { Route } from "./+types/terms-of-use";
import { LegalDocument } from "~/components/site/legal-document";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { LEGAL_UPDATED, TERMS_INTRO, TERMS_SECTIONS } from "~/content/legal";
import { guamYear } from "~/lib/guam-time";
import { publicUrlFrom, seo, SITE_NAME } from "~/lib/seo";
import { useSettings } from "~/components/site/settings-context";
import { contactOf } from "~/content/site-settings";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Terms of Use",
    description: "The terms that apply to this website and our translation services: changes, copyright, accuracy, adult use, privacy, disclaimer and legal notice.",
    path: "/terms-of-use",
    publicUrl: publicUrlFrom(matches),
  });
}

// The year comes from the server, in Guam time, so the hydrated page shows the same text.
export function loader() {
  return { year: guamYear(new Date()) };
}

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  const contact = contactOf(useSettings().values);
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Use" lead={TERMS_INTRO} />
      <Section>
        <p className="mb-10 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
        <LegalDocument sections={TERMS_SECTIONS}>
          <div className="mt-4 rounded-2xl bg-slate-50 p-6">
            <p className="text-slate-700">
              Questions about these terms? Write to{" "}
              <a href={`mailto:${contact.email}`} className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {contact.email}
              </a>
              .
            </p>
            <p className="mt-4 font-medium text-slate-900">
              Copyright © {loaderData.year} {SITE_NAME}. All rights reserved.
            </p>
          </div>
        </LegalDocument>
      </Section>
    </>
  );
}
