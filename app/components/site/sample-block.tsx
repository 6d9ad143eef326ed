import { langTag, paragraphsOf } from "./field-values";

export interface Sample {
  language: string;
  /** The language code, shown beside the language and set as the text's `lang` (when it is one). */
  lang: string;
  text: string;
}

/**
 * One sample paragraph. The text carries its own `lang` so that screen readers, spell checkers
 * and hyphenation treat it as that language. `headingId` names the block (unique on the page).
 */
export function SampleBlock({ sample, headingId, source = false }: { sample: Sample; headingId: string; source?: boolean }) {
  return (
    <article
      aria-labelledby={headingId}
      className={
        source
          ? "rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
          : "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      }
    >
      <h3 id={headingId} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        {sample.language}
        {sample.lang ? (
          <span className="rounded-full bg-white px-2.5 py-0.5 font-mono text-xs font-medium text-brand-800 ring-1 ring-brand-100">
            {sample.lang}
          </span>
        ) : null}
      </h3>
      <blockquote lang={langTag(sample.lang)} className="mt-4 border-l-4 border-accent-500 pl-4 text-lg leading-relaxed text-slate-800">
        {paragraphsOf(sample.text).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
    </article>
  );
}
