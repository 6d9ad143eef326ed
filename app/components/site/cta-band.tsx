import type { ReactNode } from "react";

export interface CtaBandProps {
  title: ReactNode;
  text?: ReactNode;
  /** ButtonLinks; use variant "secondary" and "inverse" on this dark band. */
  children?: ReactNode;
  /** Heading level; 2 by default. */
  level?: 2 | 3;
}

/** A closing call to action: dark brand band with a heading, a line of text and buttons. */
export function CtaBand({ title, text, children, level = 2 }: CtaBandProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <Heading className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</Heading>
          {text ? <p className="mt-3 text-lg leading-relaxed text-brand-100">{text}</p> : null}
        </div>
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
