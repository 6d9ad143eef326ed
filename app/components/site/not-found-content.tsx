import { Link } from "react-router";
import { ArrowRight, Compass, FileText, House, Languages, MessageSquareText } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "./cta-band";

const POPULAR_PAGES = [
  { to: "/", label: "Home", text: "Our translation service at a glance", icon: House },
  { to: "/languages", label: "Languages", text: "Chamorro and 100+ other languages", icon: Languages },
  { to: "/services", label: "Services", text: "What we translate, from brochures to contracts", icon: FileText },
  { to: "/get-quote", label: "Get a Quote", text: "How to ask for your free quote", icon: MessageSquareText },
];

/**
 * The body of the 404 page. The page title is set by the route that shows it
 * ("Page Not Found | Guam Translation Services").
 */
export function NotFoundContent() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Compass aria-hidden="true" className="size-8" />
          </span>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Error 404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page Not Found</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            Sorry, we could not find the page you were looking for. It may have moved, or the address may
            be mistyped.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/" size="lg">
              Back to Home
            </ButtonLink>
            <ButtonLink to="/contact" variant="outline" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="popular-pages" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <h2 id="popular-pages" className="text-center text-xl font-semibold text-slate-900">
          Popular pages
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {POPULAR_PAGES.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:border-brand-200 hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{label}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        title="Need something translated?"
        text="Tell us about your project and receive a free quote within 24 hours."
      >
        <ButtonLink to="/get-quote" variant="secondary" size="lg">
          Get a Free Quote
        </ButtonLink>
        <ButtonLink to="/services" variant="inverse" size="lg">
          View Services
        </ButtonLink>
      </CtaBand>
    </>
  );
}
