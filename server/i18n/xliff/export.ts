import { SETTINGS_PAGE } from "../../../app/content/pages/registry";
import { localizedPath } from "../../../app/domain/locale-paths";
import { baseSlug } from "../../../app/content/locales";
import { type Code, type Inline, type RichText, alignTranslation, endTag, outerHtml, segmentsOf, startTag, tokensOf } from "./inline";
import { XLIFF_2 } from "./read";
import { type Part, type UnitDef, wordsOf } from "./units";

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

// Characters XML 1.0 cannot hold: written as <cp/> in text, dropped from attributes.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const xmlText = (text: string) =>
  escape(text).replace(NOT_XML, (char) => `<cp hex="${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}"/>`);
const xmlAttr = (text: string) =>
  escape(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;").replace(NOT_XML, "");

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

function unitXml(page: PageForExport, unit: UnitDef): string {
  const data = typeof unit.source === "string" ? "" : `\n      ${originalData(unit.part.rich!.codes.values())}`;
  return [
    `    <unit id="${unit.id}" name="${xmlAttr(unit.name)}">`,
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

export function xliffDocument(locale: string, pages: PageForExport[]): string {
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
      ...page.units.map((unit) => unitXml(page, unit)),
      "  </file>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_2}" version="2.0" srcLang="en" trgLang="${xmlAttr(locale)}" xml:space="preserve">`,
    ...files,
    "</xliff>",
    "",
  ].join("\n");
}
