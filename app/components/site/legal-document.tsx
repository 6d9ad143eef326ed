import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { LegalSection } from "~/content/legal";

/** A legal text: a short table of contents, then each section under its own anchor. */
export function LegalDocument({ sections, children }: { sections: LegalSection[]; children?: React.ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">On this page</h2>
        <ol className="mt-3 space-y-2 border-l border-slate-200">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="border-b border-slate-200 py-8 first:pt-0 last:border-b-0">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.link ? (
              <Link
                to={section.link.to}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                {section.link.label}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            ) : null}
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
