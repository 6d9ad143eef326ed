/**
 * Placeholders an owner may write in a text that shows facts kept in the settings, the way the
 * settings' own copyright line does: {year} becomes the current year in Guam, {business} the
 * business name, {email} the e-mail address. A field's help says which it takes. Browser-safe.
 */
import type { SettingsValues } from "./site-settings";

export type Placeholder = "year" | "business" | "email";

/** A text's pieces: the owner's words, and each placeholder with its value (`placeholder` set). */
export interface TextPart {
  text: string;
  placeholder?: Placeholder;
}

type Facts = Pick<SettingsValues, "business_name" | "email">;

/** `text` cut at its placeholders, each one filled in from the settings; empty pieces left out. */
export function placeholderParts(text: string, settings: Facts, year: number): TextPart[] {
  return text
    .split(/\{(year|business|email)\}/)
    .map((piece, index): TextPart => {
      if (index % 2 === 0) return { text: piece };
      const placeholder = piece as Placeholder;
      return {
        placeholder,
        text: placeholder === "year" ? String(year) : placeholder === "business" ? settings.business_name : settings.email,
      };
    })
    .filter((part) => part.text !== "");
}

/** `text` with its placeholders filled in from the settings (plain text, never HTML). */
export function fillPlaceholders(text: string, settings: Facts, year: number): string {
  return placeholderParts(text, settings, year)
    .map((part) => part.text)
    .join("");
}
