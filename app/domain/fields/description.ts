/**
 * A page's description (docs/product.md, "A page's description"): the one its owner wrote, or,
 * for one of the site's own pages without one, the one made from the page's current field values
 * (its declaration's `describe`), so that a changed price or text changes it too. The public
 * pages, the editor's "In use" line and the translations all read it here. Browser-safe.
 */
import { definitionOf } from "../../content/pages/registry";
import type { Field, FieldValues, PageDefinition } from "../../lib/fields/define";
import { valuesOf } from "../../lib/fields/values";

/** Search engines show about this many characters; a longer derived text is cut at a word. */
export const DERIVED_DESCRIPTION_LENGTH = 160;

/** The description made from these values of a built-in page: plain text, one line, at most 160 characters. */
export function derivedDescription<Fs extends readonly Field[]>(definition: PageDefinition<Fs>, values: FieldValues<Fs>): string {
  const text = definition.describe(values).replace(/\s+/g, " ").trim();
  if (text.length <= DERIVED_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DERIVED_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DERIVED_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * The description a stored page shows: its own when written, else (a built-in page) the one made
 * from its sections' values, else none.
 */
export function shownDescription(
  page: { slug: string; meta_description: string | null },
  sections: ReadonlyArray<{ sectionKey: string; sectionType: string; text: string }>,
): string | null {
  if (page.meta_description !== null) return page.meta_description;
  const definition = definitionOf(page.slug);
  return definition ? derivedDescription(definition, valuesOf(definition, sections)) : null;
}
