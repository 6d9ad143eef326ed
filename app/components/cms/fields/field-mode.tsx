import { createContext, useContext } from "react";
import { useReadOnly } from "~/components/ui/read-only";

/**
 * How the field controls below edit: "page" (everything), or "words" for a translation
 * (docs/product.md, "Translations"): only the words are the translator's; a link's address, a
 * list item's times, toggles and pages, an image's picture and a list's items follow the English
 * page, so their controls are shown read-only, and there is no Reset to default.
 */
export type FieldMode = "page" | "words";

const FieldModeContext = createContext<FieldMode>("page");

export const FieldModeProvider = FieldModeContext.Provider;

export function useFieldMode(): FieldMode {
  return useContext(FieldModeContext);
}

/**
 * Whether the controls that shape a field rather than write its words (a list's items, a picture,
 * a time, a toggle, a page, Reset to default) are locked: in a translation, and wherever the page
 * is read only to its reader (ReadOnly).
 */
export function useShapeLocked(): boolean {
  const readOnly = useReadOnly();
  return useFieldMode() === "words" || readOnly;
}
