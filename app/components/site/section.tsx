import type { ReactNode } from "react";

export interface SectionProps {
  children: ReactNode;
  /** Anchor target, e.g. "marketing" for /services#marketing. */
  id?: string;
  /** "white" (default), "muted" (pale blue-grey) or "brand" (pale brand tint). */
  tone?: "white" | "muted" | "brand";
  className?: string;
  /** Id of the heading that names this section, for screen readers. */
  labelledBy?: string;
}

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-50",
} as const;

/** A full-width band with the site's standard width and vertical rhythm. */
export function Section({ children, id, tone = "white", className = "", labelledBy }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">{children}</div>
    </section>
  );
}

export interface SectionHeadingProps {
  title: ReactNode;
  /** Text under the heading. */
  lead?: ReactNode;
  /** A short line above the heading. */
  eyebrow?: string;
  /** Id for the <h2>, so a Section can point at it with `labelledBy`. */
  id?: string;
  align?: "left" | "center";
  /** Heading level; 2 unless nested under another section heading. */
  level?: 2 | 3;
}

/** The heading block of a section: eyebrow, <h2> and lead text. */
export function SectionHeading({ title, lead, eyebrow, id, align = "center", level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={`mb-10 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {title}
      </Heading>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
    </div>
  );
}
