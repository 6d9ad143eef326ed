import type { QueryClient } from "@tanstack/react-query";
import { glossaryKeys } from "./glossary-api";
import { partNamesOf } from "./owner-parts";
import { readableText } from "./source-part";
import { translationKeys } from "~/components/cms/shell/page-queries";
import { type GlossaryDTO, type GlossaryPart, glossaryProblems, glossaryWarningText } from "~/domain/glossary";
import { PLACE_TYPE } from "~/domain/block-translation";
import type { PageDTO, PagePayload } from "~/domain/schemas/pages";
import type { TranslationSourceDTO } from "~/domain/schemas/translations";
import type { Field } from "~/lib/fields/define";
import { DESCRIPTION_KEY, TITLE_KEY } from "~/lib/fields/translation";
import { entriesOf } from "./owner-parts";

/**
 * The glossary's warning for a translation being saved (docs/product.md, "Glossary"): the parts
 * whose English holds a term their words lack, from the English and the glossary the editor
 * shows (already read), by the rule of app/domain/glossary.ts. Null for an English page, or
 * when nothing is amiss. A warning only: the save goes ahead.
 */
export function glossaryWarning(
  queryClient: QueryClient,
  saved: PageDTO | null,
  payload: PagePayload,
  fields: readonly Field[] | null | undefined,
): string | null {
  if (!saved || saved.locale === "en") return null;
  const source = queryClient.getQueryData<TranslationSourceDTO>(translationKeys.source(saved.id));
  const glossary = queryClient.getQueryData<GlossaryDTO>(glossaryKeys.of(saved.locale));
  if (!source || !glossary || glossary.terms.length === 0) return null;
  const blockFields = entriesOf(source.parts).flatMap((entry) => (entry.kind === "block" ? entry.fields : []));
  const fieldOf = new Map([...(fields ?? []), ...blockFields].map((field) => [field.key, field]));
  const blockNames = partNamesOf(source.parts);
  const sections = new Map((payload.sections ?? []).map((section) => [section.sectionKey, section.content.text]));
  const parts: GlossaryPart[] = source.parts
    .filter((part) => part.sectionType !== PLACE_TYPE)
    .map((part) => {
      const field = fieldOf.get(part.key);
      const translated =
        part.key === TITLE_KEY
          ? payload.title
          : part.key === DESCRIPTION_KEY
            ? (payload.metaDescription ?? "")
            : (sections.get(part.key) ?? "");
      const label =
        part.key === TITLE_KEY
          ? "Title"
          : part.key === DESCRIPTION_KEY
            ? "Meta description"
            : (blockNames.get(part.key) ?? field?.label ?? `Section ${part.key}`);
      return { label, english: readableText(part, part.text, field), translated: readableText(part, translated, field) };
    });
  const problems = glossaryProblems(parts, glossary.terms);
  return problems.length === 0 ? null : glossaryWarningText(problems);
}
