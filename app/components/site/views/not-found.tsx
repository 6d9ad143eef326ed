import { ArrowRight, Compass, FileText, House, Languages, MessageSquareText, type LucideIcon } from "lucide-react";
import type { NOT_FOUND_PAGE } from "~/content/pages/not-found";
import type { PageContent } from "~/lib/fields/define";
import { CtaBand } from "../cta-band";
import { FieldButton, FieldLink } from "../field-link";

export type NotFoundPageContent = PageContent<typeof NOT_FOUND_PAGE.fields>;

/** A popular page's icon, by its address; a page for any other. */
const ICONS: Record<string, LucideIcon> = { "/": House, "/languages": Languages, "/services": FileText, "/get-quote": MessageSquareText };
const iconFor = (href: string) => ICONS[href] ?? FileText;

/**
 * The 404 page (docs/product.md, "The 404 page and error pages"), drawn from its fields; also the
 * admin area's live preview of it. The document's title is set by what shows it (app/components/site/not-found-content.tsx).
 */
export function NotFoundView({ content }: { content: NotFoundPageContent }) {
  const { values } = content;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Compass aria-hidden="true" className="size-8" />
          </span>
          {values.eyebrow ? <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{values.eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{values.title}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-slate-600">{values.message}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <FieldButton link={values.primary} size="lg" />
            <FieldButton link={values.secondary} variant="outline" size="lg" />
          </div>
        </div>
      </section>

      {values.popular.length > 0 ? (
        <section aria-labelledby="popular-pages" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
          <h2 id="popular-pages" className="text-center text-xl font-semibold text-slate-900">
            {values.popular_title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {values.popular.map(({ link, text }, index) => {
              const Icon = iconFor(link.href);
              return (
                <li key={index}>
                  <FieldLink
                    link={{ label: "", href: link.href }}
                    className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:border-brand-200 hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-slate-900">{link.label}</span>
                      {text ? <span className="block text-sm text-slate-600">{text}</span> : null}
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-5 shrink-0 text-slate-500 transition-transform group-hover:translate-x-0.5"
                    />
                  </FieldLink>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <CtaBand title={values.cta_title} text={values.cta_text || undefined}>
        <FieldButton link={values.cta_primary} variant="secondary" size="lg" />
        <FieldButton link={values.cta_secondary} variant="inverse" size="lg" />
      </CtaBand>
    </>
  );
}
