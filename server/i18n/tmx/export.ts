import { version } from "../../../package.json";
import { type Inline, type RichText, endTag, outerHtml, segmentsOf, startTag } from "../xliff/inline";
import { type PageForExport, targetOf } from "../xliff/export";

/**
 * The TMX 1.4b document of a language's translation memory (docs/product.md, "Translation memory
 * (TMX)"): one translation unit per English segment of a published translation with words of its
 * own (a part outdated in English is left out: its translation no longer says the English), as the
 * XLIFF download cuts them (a field, a block's field, a section, each block of rich text). Each
 * unit carries when its part was translated (`creationdate`) and the English page (`x-page`); rich
 * text's tags are `<bpt>`/`<ept>`/`<ph>` holding the English markup, numbered as the XLIFF codes.
 */

export interface MemoryPage {
  page: PageForExport;
  /** The English page's address. */
  address: string;
  /** When each part of the translation was last translated (ISO), by part key. */
  translatedAt: Map<string, string>;
  /** When the translation was last saved: for a part without a date of its own. */
  savedAt: string;
}

// Characters XML 1.0 cannot hold: left out (TMX has no way to write them).
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const text = (value: string) => value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const attr = (value: string) => text(value).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");

/** TMX's form of a moment: YYYYMMDDThhmmssZ, in UTC. */
export const tmxDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");

function inlineTmx(rich: RichText, items: Inline[]): string {
  return items
    .map((item) => {
      if (typeof item === "string") return text(item);
      const element = rich.codes.get(item.id)!.element;
      if (!item.children) return `<ph x="${item.id}">${text(outerHtml(element))}</ph>`;
      return `<bpt i="${item.id}" x="${item.id}">${text(startTag(element))}</bpt>${inlineTmx(rich, item.children)}<ept i="${item.id}">${text(endTag(element))}</ept>`;
    })
    .join("");
}

/** The unit's pairs of English and translation, as TMX segments. */
function pairsOf(page: PageForExport, unit: PageForExport["units"][number]): Array<[string, string]> {
  const target = targetOf(page, unit);
  if (target === undefined) return [];
  if (typeof unit.source === "string") return typeof target === "string" ? [[text(unit.source), text(target)]] : [];
  const rich = unit.part.rich!;
  const items = target as Inline[];
  const segments = segmentsOf(rich, unit.source);
  if (segments.length === 1) return [[inlineTmx(rich, unit.source), inlineTmx(rich, items)]];
  // A unit cut into blocks: each block's translation is the translation's element of the same code.
  return segments.flatMap((segment): Array<[string, string]> => {
    if (segment.ignorable) return [];
    const id = (segment.content[0] as { id: string }).id;
    const own = items.filter((item) => typeof item !== "string" && item.id === id);
    return own.length > 0 ? [[inlineTmx(rich, segment.content), inlineTmx(rich, own)]] : [];
  });
}

export function tmxDocument(locale: string, pages: MemoryPage[], now: string): string {
  const units: string[] = [];
  for (const { page, address, translatedAt, savedAt } of pages) {
    for (const unit of page.units) {
      if (page.outdated.has(unit.part.key)) continue;
      const date = tmxDate(translatedAt.get(unit.part.key) ?? savedAt);
      pairsOf(page, unit).forEach(([english, translation], index, all) => {
        units.push(
          [
            `    <tu tuid="${attr(all.length > 1 ? `${unit.id}#${index + 1}` : unit.id)}" creationdate="${date}">`,
            `      <prop type="x-page">${text(address)}</prop>`,
            `      <tuv xml:lang="en"><seg>${english}</seg></tuv>`,
            `      <tuv xml:lang="${attr(locale)}"><seg>${translation}</seg></tuv>`,
            "    </tu>",
          ].join("\n"),
        );
      });
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tmx version="1.4">',
    `  <header creationtool="Guam Translation Site" creationtoolversion="${attr(version)}" segtype="paragraph" o-tmf="guam-translation-site" adminlang="en-US" srclang="en" datatype="html" creationdate="${tmxDate(now)}"/>`,
    "  <body>",
    ...units,
    "  </body>",
    "</tmx>",
    "",
  ].join("\n");
}
