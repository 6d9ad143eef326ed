import { SETTINGS_PAGE } from "../../../app/content/pages/registry";
import { localizedPath } from "../../../app/domain/locale-paths";
import { baseSlug } from "../../../app/content/locales";
import { type Code, type Inline, type RichText, alignTranslation, endTag, outerHtml, segmentsOf, startTag, tokensOf } from "./inline";
import { XLIFF_2 } from "./read";
import { xmlAttr, xmlText } from "../xml-text";
import { type Part, type UnitDef, wordsOf } from "./units";
import { type GlossaryTerm, termsIn } from "../../../app/domain/glossary";

/**
 * The XLIFF 2.0 document of a download (docs/product.md, "XLIFF for translators"): one `<file>`
 * per English page, one `<unit>` per piece of words with a note saying where it appears, the
 * English as `<source>`, the translation as `<target>` where it has words of its own, and the
 * HTML of rich text as `<pc>`/`<ph>` codes whose `<originalData>` holds the English markup.
 */

export interface PageForExport {
  id: number;
  slug: string;
  title: string;
  parts: Part[];
  units: UnitDef[];
  /** The translation's texts by part key (title and description included), when there is one. */
  translation?: Map<string, string>;
  /** What each part of the translation was translated from. */
  translatedFrom: Map<string, string>;
  outdated: Set<string>;
  /** The English words of the page, and of its parts still to translate (server/i18n/word-counts.ts). */
  words: { total: number; toTranslate: number };
}

/** The namespace of XLIFF 2.0's Glossary module. */
export const GLOSSARY_MODULE = "urn:oasis:names:tc:xliff:glossary:2.0";

/** XLIFF's kind of a code, for CAT tools that show bold as bold and links as links. */
function typeOf(tag: string): string {
  if (tag === "strong" || tag === "b") return ' type="fmt" subType="xlf:b"';
  if (tag === "em" || tag === "i") return ' type="fmt" subType="xlf:i"';
  if (tag === "u") return ' type="fmt" subType="xlf:u"';
  if (tag === "br") return ' type="fmt" subType="xlf:lb"';
  if (tag === "a") return ' type="link"';
  if (tag === "img" || tag === "picture") return ' type="image"';
  if (tag === "q" || tag === "blockquote") return ' type="quote"';
  if (["span", "mark", "small", "sub", "sup", "s", "code", "abbr", "cite"].includes(tag)) return ' type="fmt"';
  return ' type="other"';
}

function inlineXml(rich: RichText, items: Inline[]): string {
  return items
    .map((item) => {
      if (typeof item === "string") return xmlText(item);
      const code = rich.codes.get(item.id)!;
      // The codes may move but not be copied or deleted: the import checks each appears once.
      const common = `id="${item.id}"${typeOf(code.element.tag)} canCopy="no" canDelete="no"`;
      if (!item.children) return `<ph ${common} dataRef="d${item.id}"/>`;
      return `<pc ${common} dataRefStart="d${item.id}" dataRefEnd="d${item.id}e">${inlineXml(rich, item.children)}</pc>`;
    })
    .join("");
}

function originalData(codes: Iterable<Code>): string {
  const data = [...codes].map((code) =>
    code.kind === "ph"
      ? `<data id="d${code.id}">${xmlText(outerHtml(code.element))}</data>`
      : `<data id="d${code.id}">${xmlText(startTag(code.element))}</data><data id="d${code.id}e">${xmlText(endTag(code.element))}</data>`,
  );
  return data.length > 0 ? `<originalData>${data.join("")}</originalData>` : "";
}

const sameTokens = (a: Inline[] | undefined, b: Inline[] | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(tokensOf(a)) === JSON.stringify(tokensOf(b));

/**
 * The unit's target: the translation's words where they are its own, not a copy of the English
 * as it is now or as it was when the part was translated (a new translation starts as a copy).
 */
export function targetOf(page: PageForExport, unit: UnitDef): string | Inline[] | undefined {
  const own = page.translation?.get(unit.part.key);
  if (own === undefined) return undefined;
  const from = page.translatedFrom.get(unit.part.key);
  const rich = unit.part.rich;
  if (rich) {
    const mine = alignedOf(rich, own);
    const copy = from === undefined ? undefined : alignedOf(rich, from);
    if (unit.sub === "")
      return mine === null || sameTokens(mine.content, rich.content) || sameTokens(mine.content, copy?.content) ? undefined : mine.content;
    const n = Number(unit.sub.slice(4));
    return ownWord(mine?.words.get(n), unit.source as string, copy?.words.get(n));
  }
  return ownWord(wordsOf(unit.part, own).get(unit.sub), unit.source as string, wordsOf(unit.part, from).get(unit.sub));
}

const ownWord = (word: string | undefined, english: string, copy: string | undefined) =>
  word === undefined || word.trim() === "" || word === english || word === copy ? undefined : word;

/** A translation's HTML matched to the English codes, once per part and text (each of a part's units asks). */
const aligned = new WeakMap<RichText, Map<string, ReturnType<typeof alignTranslation>>>();
function alignedOf(rich: RichText, html: string): ReturnType<typeof alignTranslation> {
  const cache = aligned.get(rich) ?? new Map<string, ReturnType<typeof alignTranslation>>();
  aligned.set(rich, cache);
  if (!cache.has(html)) cache.set(html, alignTranslation(rich, html));
  return cache.get(html)!;
}

function segmentsXml(page: PageForExport, unit: UnitDef): string {
  const target = targetOf(page, unit);
  const state = target === undefined ? "" : page.outdated.has(unit.part.key) ? ' state="initial"' : ' state="translated"';
  if (typeof unit.source === "string") {
    const targetXml = typeof target === "string" ? `<target>${xmlText(target)}</target>` : "";
    return `<segment${state}><source>${xmlText(unit.source)}</source>${targetXml}</segment>`;
  }
  const rich = unit.part.rich!;
  const targetItems = Array.isArray(target) ? target : undefined;
  const segments = segmentsOf(rich, unit.source);
  return segments
    .map((segment) => {
      if (segment.ignorable) return `<ignorable><source>${xmlText(segment.content[0] as string)}</source></ignorable>`;
      // A unit cut into blocks: each block's target is the translation's element of the same code.
      const own =
        segments.length === 1
          ? targetItems
          : targetItems?.filter((item) => typeof item !== "string" && item.id === (segment.content[0] as { id: string }).id);
      const targetXml = own && own.length > 0 ? `<target>${inlineXml(rich, own)}</target>` : "";
      return `<segment${targetXml ? state : ""}><source>${inlineXml(rich, segment.content)}</source>${targetXml}</segment>`;
    })
    .join("\n      ");
}

/** A unit's English as plain words (the glossary's terms are looked for in them). */
const wordsIn = (items: string | Inline[]): string =>
  typeof items === "string"
    ? items
    : items.map((item) => (typeof item === "string" ? item : item.children ? wordsIn(item.children) : " ")).join("");

/**
 * The glossary's terms found in the unit's English, in XLIFF 2.0's Glossary module (which a unit
 * may hold before its notes): a term kept as it is has its English as its translation.
 */
function glossaryXml(unit: UnitDef, terms: readonly GlossaryTerm[]): string {
  const found = termsIn(wordsIn(unit.source), terms);
  if (found.length === 0) return "";
  const entries = found.map((term) => {
    const translation = `<gls:translation>${xmlText(term.doNotTranslate ? term.source : term.target)}</gls:translation>`;
    const words = [term.doNotTranslate ? "Do not translate: keep it as it is." : "", term.note].filter(Boolean).join(" ");
    const definition = words ? `<gls:definition source="glossary">${xmlText(words)}</gls:definition>` : "";
    return `<gls:glossEntry><gls:term source="glossary">${xmlText(term.source)}</gls:term>${translation}${definition}</gls:glossEntry>`;
  });
  return `\n      <gls:glossary>${entries.join("")}</gls:glossary>`;
}

function unitXml(page: PageForExport, unit: UnitDef, terms: readonly GlossaryTerm[]): string {
  const data = typeof unit.source === "string" ? "" : `\n      ${originalData(unit.part.rich!.codes.values())}`;
  return [
    `    <unit id="${unit.id}" name="${xmlAttr(unit.name)}">${glossaryXml(unit, terms)}`,
    `      <notes><note category="context">${xmlText(unit.note)}</note></notes>${data}`,
    `      ${segmentsXml(page, unit)}`,
    "    </unit>",
  ].join("\n");
}

/** The English page's address (or "site-settings"), as a file's `original`. */
export function originalOf(slug: string): string {
  return baseSlug(slug) === SETTINGS_PAGE.slug ? SETTINGS_PAGE.slug : localizedPath("en", baseSlug(slug));
}

/** The page's count in words, as the Translations screen gives it (docs/product.md, "Word counts"). */
const wordsNote = ({ total, toTranslate }: PageForExport["words"]) =>
  `${toTranslate} ${toTranslate === 1 ? "word" : "words"} to translate, of ${total} English ${total === 1 ? "word" : "words"}`;

/** The download; `terms` is the language's glossary (docs/product.md, "Glossary"). */
export function xliffDocument(locale: string, pages: PageForExport[], terms: readonly GlossaryTerm[] = []): string {
  const files = pages.map((page) => {
    const state =
      page.translation === undefined
        ? "not translated yet"
        : page.outdated.size > 0
          ? `outdated: ${page.outdated.size} part(s) changed in English`
          : "translated";
    return [
      `  <file id="p${page.id}" original="${xmlAttr(originalOf(page.slug))}">`,
      `    <notes><note category="page">${xmlText(`${page.title} (${originalOf(page.slug)}), ${state}`)}</note>` +
        `<note category="word-count">${wordsNote(page.words)}</note></notes>`,
      ...page.units.map((unit) => unitXml(page, unit, terms)),
      "  </file>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_2}" xmlns:gls="${GLOSSARY_MODULE}" version="2.0" srcLang="en" trgLang="${xmlAttr(locale)}" xml:space="preserve">`,
    ...files,
    "</xliff>",
    "",
  ].join("\n");
}
