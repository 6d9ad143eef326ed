import type { Route } from "./+types/disclaimer";
import { LegalDocument } from "~/components/site/legal-document";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { DISCLAIMER_INTRO, DISCLAIMER_SECTIONS, LEGAL_UPDATED } from "~/content/legal";
import { publicUrlFrom, seo } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Disclaimer",
    description: "This website and our service information are provided as is, without warranties, and we accept no liability for their use.",
    path: "/disclaimer",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Disclaimer() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Disclaimer" lead={DISCLAIMER_INTRO} />
      <Section>
        <p className="mb-10 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
        <LegalDocument sections={DISCLAIMER_SECTIONS} />
      </Section>
    </>
  );
}
