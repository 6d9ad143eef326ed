import { createContext, useContext } from "react";
import { BookOpen } from "lucide-react";
import { type GlossaryTerm, termAdvice, termsIn } from "~/domain/glossary";

/** The glossary of the translation being edited, for the English beside each part. */
export const GlossaryContext = createContext<{ locale: string; terms: readonly GlossaryTerm[] }>({ locale: "en", terms: [] });

/**
 * The glossary's terms found in a part's English, each with what the translation should say
 * (docs/product.md, "Glossary"), as a list in words: "certified translation → 認定翻訳".
 */
export function GlossaryMarks({ english, label }: { english: string; label: string }) {
  const { locale, terms } = useContext(GlossaryContext);
  const found = termsIn(english, terms);
  if (found.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-glossary-marks>
      <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-700">
        <BookOpen className="size-3.5 shrink-0" aria-hidden="true" />
        Glossary terms in the English
      </p>
      <ul className="mt-1 grid gap-1" aria-label={`Glossary terms in the English of ${label}`}>
        {found.map((term) => (
          <li key={term.source} className="text-sm text-slate-800">
            <span lang="en" className="font-medium underline decoration-dotted underline-offset-2">
              {term.source}
            </span>{" "}
            <span aria-hidden="true">→</span>
            <span className="sr-only">:</span>{" "}
            {term.doNotTranslate ? (
              <span className="italic">{termAdvice(term)}</span>
            ) : (
              <span lang={locale} className="font-medium">
                {term.target}
              </span>
            )}
            {term.note ? (
              <>
                {" "}
                <span className="block text-xs text-slate-600">({term.note})</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
