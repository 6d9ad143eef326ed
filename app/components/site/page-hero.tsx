import type { ReactNode } from "react";

export interface PageHeroProps {
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** A short line above the title, e.g. the section of the site. */
  eyebrow?: string;
  /** Buttons or other actions, laid out in a row. */
  children?: ReactNode;
}

/** The dark band at the top of an inner page, holding its only <h1>. */
export function PageHero({ title, lead, eyebrow, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-800 to-brand-900 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/30 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
