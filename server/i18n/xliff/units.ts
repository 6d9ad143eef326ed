import { definitionOf } from "../../../app/content/pages/registry";
import type { Field, ImageValue, LinkValue, ListField } from "../../../app/lib/fields/define";
import { DESCRIPTION_KEY, TITLE_KEY, WORDS, translatableFields } from "../../../app/lib/fields/translation";
import { fieldProblem, sectionTextOf, valueFromSection, valuesOf } from "../../../app/lib/fields/values";
import { LIMITS } from "../../../app/lib/limits";
import { rendersAsHtml } from "../../cms/render-rules";
import { englishParts } from "../../cms/translation-sources";
import { blockPartFields } from "../../../app/domain/block-translation";
import { type Inline, plainText, richTextOf } from "./inline";
import type { Part } from "./part";
import { unitId } from "./unit-ids";

/**
 * The units of an English page (docs/product.md, "XLIFF for translators"): each part a
 * translation translates (its title, its description, each translatable field of a built-in page
 * or of the settings, each text or HTML section and each block's field of an owner's page) gives one unit per piece of
 * words in it: a text, an HTML text with its codes, a link's label, an image's alt text, each
 * text of each list item, each line of a list of lines, each word attribute in HTML. Facts (link
 * addresses, times, toggles, pages, pictures) never appear. JSON sections of an owner's page are
 * data for API clients, not shown on the site, and are left out. Unit ids: unit-ids.ts.
 */

export type { Part, PartKind } from "./part";

export interface UnitDef {
  id: string;
  part: Part;
  /** Where in the part: "" for its whole text, or the path after the part in the unit id. */
  sub: string;
  name: string;
  note: string;
  /** The English words: plain text, or an HTML part's content. */
  source: string | Inline[];
}

type SectionText = { sectionKey: string; sectionType: string; text: string };
type EnglishPage = { id: number; slug: string; title: string; meta_description: string | null };

/** The parts of an English page a translation translates, in the page's order. */
export function pageParts(page: EnglishPage, sections: readonly SectionText[]): Part[] {
  const english = englishParts(page, sections);
  const parts: Part[] = [];
  // The title and description a visitor reads (the settings have neither; a built-in page without
  // a description of its own shows its declaration's), as outdated tracking knows them.
  const title = english.get(TITLE_KEY);
  const description = english.get(DESCRIPTION_KEY);
  if (title) parts.push({ key: TITLE_KEY, kind: "title", sectionType: "text", english: title.text });
  if (description) parts.push({ key: DESCRIPTION_KEY, kind: "description", sectionType: "text", english: description.text });
  const definition = definitionOf(page.slug);
  if (definition) {
    const values = valuesOf(definition, sections) as Record<string, unknown>;
    for (const field of translatableFields(definition))
      parts.push(fieldPart(field, english.get(field.key)?.text ?? sectionTextOf(field, values[field.key]), values[field.key]));
    return parts;
  }
  for (const [index, section] of sections.entries()) {
    // A block: each of its fields, as a built-in page's (docs/product.md, "Translations of blocks").
    const blockFields = blockPartFields(section, index + 1);
    for (const field of blockFields) parts.push(fieldPart(field, sectionTextOf(field, field.default), field.default));
    if (blockFields.length > 0 || section.sectionType === "json") continue;
    const html = rendersAsHtml(page.slug, section);
    parts.push({
      key: section.sectionKey,
      kind: html ? "html" : "text",
      sectionType: html ? "html" : "text",
      english: section.text,
      rich: html ? richTextOf(section.text) : undefined,
    });
  }
  return parts;
}

/** The part of a field (a built-in page's, or a block's keyed as its part) whose English text is `text` and value `value`. */
function fieldPart(field: Field, text: string, value: unknown): Part {
  if (field.kind === "richText")
    return { key: field.key, kind: "html", field, sectionType: "html", english: text, rich: richTextOf(String(value)) };
  if (field.kind === "text" || field.kind === "paragraph")
    return { key: field.key, kind: "text", field, sectionType: "text", english: text };
  return { key: field.key, kind: "json", field, sectionType: "json", english: text, value };
}

/** A json part's value from its text; null when the text does not hold a value that fits the field. */
export function readValue(field: Field, text: string | undefined): unknown {
  if (text === undefined) return null;
  const read = valueFromSection(field, { sectionType: "json", text });
  return read.ok && fieldProblem(field, read.value) === null ? read.value : null;
}

/** The words of a plain (not HTML) part's text, by place. */
export function wordsOf(part: Part, text: string | undefined): Map<string, string> {
  const words = new Map<string, string>();
  if (text === undefined) return words;
  if (part.kind !== "json") return words.set("", text);
  const field = part.field!;
  const value = text === part.english ? part.value : readValue(field, text);
  if (value === null) return words;
  if (field.kind === "link") return words.set("label", (value as LinkValue).label);
  if (field.kind === "image") return words.set("alt", (value as ImageValue).alt);
  if (field.kind !== "list") return words;
  (value as Array<Record<string, unknown>>).forEach((entry, index) => {
    for (const item of (field as ListField).item) {
      if (!WORDS.has(item.kind)) continue;
      const at = `${index}.${item.key}`;
      if (item.kind === "link") words.set(`${at}.label`, (entry[item.key] as LinkValue).label);
      else if (item.kind === "lines") (entry[item.key] as string[]).forEach((line, j) => words.set(`${at}.${j}`, line));
      else words.set(at, entry[item.key] as string);
    }
  });
  return words;
}

/** Every unit of a page with words in its English now, in the page's order. */
export function pageUnits(pageId: number, parts: Part[]): UnitDef[] {
  const units: UnitDef[] = [];
  for (const part of parts) {
    const label =
      part.kind === "title"
        ? "Page title"
        : part.kind === "description"
          ? "Page description"
          : part.field
            ? `${part.field.label} (${part.field.group})`
            : `Section "${part.key}"`;
    const add = (sub: string, source: string | Inline[], note: string) => {
      const text = typeof source === "string" ? source : plainText(source);
      if (text.trim() !== "") units.push({ id: unitId(pageId, part, sub), part, sub, name: nameOf(part, sub), note, source });
    };
    if (part.kind === "html") {
      add("", part.rich!.content, `${label}. Rich text: keep every tag; move them as the sentence needs.`);
      for (const word of part.rich!.words) {
        add(
          `attr${word.n}`,
          word.value,
          word.name === "alt" ? `${label}: the text of an image for readers who cannot see it.` : `${label}: the tooltip of a link.`,
        );
      }
      continue;
    }
    for (const [sub, text] of wordsOf(part, part.english)) add(sub, text, noteOf(part, sub, label));
  }
  return units;
}

function nameOf(part: Part, sub: string): string {
  if (part.kind === "title" || part.kind === "description") return part.kind;
  if (sub === "") return part.key;
  const [item, key, rest] = sub.split(".");
  return /^\d+$/.test(item!)
    ? `${part.key}[${Number(item) + 1}].${key}${rest === undefined ? "" : rest === "label" ? ".label" : `[${Number(rest) + 1}]`}`
    : `${part.key}.${sub}`;
}

function noteOf(part: Part, sub: string, label: string): string {
  if (part.kind === "title") return `The page's title, in the browser's tab and in search results (at most ${LIMITS.titleMax} characters).`;
  if (part.kind === "description") return `The page's description in search results (at most ${LIMITS.metaMax} characters).`;
  const field = part.field;
  const limit = (max: number | undefined) => (max ? ` At most ${max} characters.` : "");
  if (!field || sub === "") return `${label}.${field?.help ? ` ${field.help}` : ""}${limit(field?.maxLength)}`;
  if (sub === "label") return `${label}: the words of a link.`;
  if (sub === "alt") return `${label}: the text of an image for readers who cannot see it.`;
  const [item, key, rest] = sub.split(".");
  const part2 = (field as ListField).item.find((entry) => entry.key === key);
  const where = `${label}, item ${Number(item) + 1}: ${part2?.label ?? key}`;
  if (rest === "label") return `${where}, the words of a link.`;
  if (rest !== undefined) return `${where}, line ${Number(rest) + 1}.`;
  return `${where}.${part2?.help ? ` ${part2.help}` : ""}${limit(part2?.maxLength)}`;
}

/** Whether `sub` is a place a part of this kind can have words (an item the English list no longer has, say). */
export function placeOfPart(part: Part, sub: string): boolean {
  if (part.kind === "html") return sub === "" || /^attr\d+$/.test(sub);
  if (part.kind !== "json") return sub === "";
  const field = part.field!;
  if (field.kind === "link") return sub === "label";
  if (field.kind === "image") return sub === "alt";
  const match = /^\d+\.([a-z0-9_]+)(?:\.(label|\d+))?$/.exec(sub);
  const item = match && field.kind === "list" ? field.item.find((entry) => entry.key === match[1]) : undefined;
  if (!item || !WORDS.has(item.kind)) return false;
  return match![2] === undefined
    ? item.kind === "text" || item.kind === "paragraph"
    : match![2] === "label"
      ? item.kind === "link"
      : item.kind === "lines";
}

/**
 * A plain part's text with `words` (by place) put in: over `base` (the translation's text, when it
 * holds a value that fits) for the words not given, the English for everything that is not
 * words. A list keeps the English items; lines the English count.
 */
export function applyWords(part: Part, base: string | undefined, words: ReadonlyMap<string, string>): string {
  if (part.kind !== "json") return words.get("") ?? base ?? part.english;
  const field = part.field!;
  const english = part.value;
  const from = readValue(field, base) ?? english;
  if (field.kind === "link")
    return sectionTextOf(field, { label: words.get("label") ?? (from as LinkValue).label, href: (english as LinkValue).href });
  if (field.kind === "image")
    return sectionTextOf(field, { mediaId: (english as ImageValue).mediaId, alt: words.get("alt") ?? (from as ImageValue).alt });
  if (field.kind !== "list") return part.english;
  const englishItems = english as Array<Record<string, unknown>>;
  const baseItems = Array.isArray(from) && from.length === englishItems.length ? (from as Array<Record<string, unknown>>) : englishItems;
  const items = englishItems.map((source, index) => {
    const entry: Record<string, unknown> = {};
    for (const item of (field as ListField).item) {
      const at = `${index}.${item.key}`;
      const old = baseItems[index]![item.key];
      if (!WORDS.has(item.kind)) entry[item.key] = source[item.key];
      else if (item.kind === "link")
        entry[item.key] = { label: words.get(`${at}.label`) ?? (old as LinkValue).label, href: (source[item.key] as LinkValue).href };
      else if (item.kind === "lines") {
        const lines = source[item.key] as string[];
        const oldLines = Array.isArray(old) && old.length === lines.length ? (old as string[]) : lines;
        entry[item.key] = lines.map((_line, j) => words.get(`${at}.${j}`) ?? oldLines[j]);
      } else entry[item.key] = words.get(at) ?? old;
    }
    return entry;
  });
  return sectionTextOf(field, items);
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** What is wrong with a part's new text, as the save would say it; null when it fits. */
export function partProblem(part: Part, text: string): string | null {
  if (part.kind === "title") {
    if (text.trim() === "") return "Title is required";
    return text.trim().length > LIMITS.titleMax ? `Title must be at most ${LIMITS.titleMax} characters` : null;
  }
  if (part.kind === "description")
    return text.trim().length > LIMITS.metaMax ? `Meta description must be at most ${LIMITS.metaMax} characters` : null;
  if (part.field) {
    const read = valueFromSection(part.field, { sectionType: part.sectionType, text });
    return read.ok ? fieldProblem(part.field, read.value) : read.message;
  }
  return utf8Length(text) > LIMITS.contentMaxBytes ? `Section "${part.key}" must be at most 200 KB` : null;
}
