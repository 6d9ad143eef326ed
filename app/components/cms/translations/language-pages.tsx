import { useState } from "react";
import { TranslationOverview } from "./translation-overview";
import { XliffFiles } from "./xliff-files";
import { MemoryFiles } from "./memory-files";

/**
 * One language's files for translators (XLIFF, and its translation memory in TMX) and its pages, sharing the pages selected for the XLIFF
 * download (docs/product.md, "Word counts"): a new language starts with none selected.
 */
export function LanguagePages({ locale, name }: { locale: string; name: string }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return (
    <>
      <XliffFiles locale={locale} name={name} selected={selected} />
      <MemoryFiles locale={locale} name={name} />
      <TranslationOverview locale={locale} selected={selected} onSelect={setSelected} />
    </>
  );
}
