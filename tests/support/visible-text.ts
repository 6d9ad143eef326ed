/**
 * What a visitor reads on a page, and where each piece of it may come from: the check behind "every
 * word on the site is the owner's" (docs/product.md). Every text of a built-in route's header,
 * <main> and footer must be part of a value of that page's fields or of the site settings (or be
 * derived from them: the opening hours, the copyright line, a text with its {year}, {business} and
 * {email} filled in), so that a sentence written in the
 * code, out of the owner's reach, fails the test naming it.
 */
import { Parser } from "htmlparser2";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { fillPlaceholders } from "../../app/content/placeholders";
import { copyrightLine, openingLines, openingLineText, type SettingsValues } from "../../app/content/site-settings";
import type { PageDefinition } from "../../app/lib/fields/define";
import { valuesOf } from "../../app/lib/fields/values";

const SKIPPED = new Set(["script", "style", "template", "svg"]);

/** The text nodes inside the given elements (by tag name), whitespace collapsed, empty ones left out. */
export function visibleTexts(html: string, containers: readonly string[] = ["header", "main", "footer"]): string[] {
  const texts: string[] = [];
  let depth = 0;
  let skipping = 0;
  // The parser hands text over in pieces (an entity ends one): a text node is all of it between two tags.
  let pending = "";
  const flush = () => {
    const clean = pending.replace(/\s+/g, " ").trim();
    if (clean) texts.push(clean);
    pending = "";
  };
  const parser = new Parser(
    {
      onopentag(name) {
        flush();
        if (containers.includes(name)) depth += 1;
        if (SKIPPED.has(name)) skipping += 1;
      },
      onclosetag(name) {
        flush();
        if (containers.includes(name)) depth -= 1;
        if (SKIPPED.has(name)) skipping -= 1;
      },
      ontext(text) {
        if (depth > 0 && skipping === 0) pending += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return texts;
}

/** Every string inside a value (list items, links, lines), HTML values as the text they show. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") {
    into.push(value.includes("<") ? textOfHtml(value) : value);
  } else if (Array.isArray(value)) {
    for (const entry of value) stringsOf(entry, into);
  } else if (value && typeof value === "object") {
    for (const entry of Object.values(value)) stringsOf(entry, into);
  }
  return into;
}

function textOfHtml(html: string): string {
  return visibleTexts(`<main>${html}</main>`).join(" ");
}

const normal = (text: string) => text.replace(/\s+/g, " ").trim();

/** What the settings show, their derived lines included. */
export function settingsStrings(values: SettingsValues, year: number): string[] {
  const lines = openingLines(values);
  return [
    ...stringsOf(values),
    copyrightLine(values, year),
    ...lines.flatMap((line) => [
      line.label,
      line.display,
      `${line.display} ${values.hours_zone}`,
      openingLineText(line, values.hours_zone),
    ]),
  ].map(normal);
}

/**
 * The texts of `html` that are part of none of the values of `definitions` (their defaults, or
 * `values` where given) and of the settings: each one a sentence the owner could not change.
 */
export function textsNotFromFields(
  html: string,
  {
    definitions,
    values = [],
    settings = valuesOf(SETTINGS_PAGE, null),
    year,
    allowed = [],
  }: {
    definitions: PageDefinition[];
    values?: Array<Record<string, unknown>>;
    settings?: SettingsValues;
    year: number;
    /** Texts derived by the code from field values (a formatted price, a step's number). */
    allowed?: readonly RegExp[];
  },
): string[] {
  const pageStrings = [
    ...definitions.flatMap((definition) => stringsOf(valuesOf(definition, null))),
    ...values.flatMap((value) => stringsOf(value)),
  ];
  const sources = [
    ...pageStrings,
    // A page's text with placeholders, as shown (the terms' copyright line).
    ...pageStrings.filter((text) => text.includes("{")).map((text) => fillPlaceholders(text, settings, year)),
    ...settingsStrings(settings, year),
  ].map(normal);
  return visibleTexts(html).filter(
    (text) => !allowed.some((pattern) => pattern.test(text)) && !sources.some((source) => source.includes(text)),
  );
}
