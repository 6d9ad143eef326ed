import { ALL_LOCALES, SOURCE_LOCALE, localeOf } from "../../../app/content/locales";
import { invalidInput } from "../../errors";
import type { Token } from "../xliff/inline";
import { type XmlElement, childElements, quoted } from "../xliff/parse";
import { languageMatches } from "../xliff/read";

/**
 * What a TMX file holds for one language (docs/product.md, "Translation memory (TMX)"): for each
 * translation unit with an English variant and one in the language, its English and its
 * translation as text and code markers, as the XLIFF import reads them (server/i18n/xliff/inline.ts).
 * TMX 1.4b inline elements: `<bpt>`/`<ept>` (paired by `i`, matched across variants by `x` when
 * given), `<ph>` and `<it>` become codes, their native code never read; `<hi>` keeps its text;
 * `<sub>` and the deprecated `<ut>` are left out. TMX 1.1 to 1.3 files read the same (1.1's `lang`).
 */

export interface MemoryEntry {
  /** Its place in the file (from 0). */
  index: number;
  source: Token[];
  target: Token[];
}

export interface TmxContent {
  /** Translation units with an English and a translation variant. */
  entries: MemoryEntry[];
  /** All translation units of the file. */
  units: number;
}

/** A DOCTYPE a TMX file may have: the name of the standard's DTD, which is never read. */
export const TMX_DOCTYPE = /^tmx\s+SYSTEM\s+(["'])tmx1[1-4]\.dtd\1$/;

const langOf = (element: XmlElement) => element.attrs["xml:lang"] ?? element.attrs.lang;

export function readTmx(root: XmlElement, locale: string): TmxContent {
  const language = localeOf(locale)!;
  if (root.name !== "tmx" || root.uri !== "") throw invalidInput("The file is not TMX: its root element must be <tmx>");
  if (!/^1\.[1-4]b?$/.test(root.attrs.version ?? ""))
    throw invalidInput(`The file is TMX version ${quoted(root.attrs.version ?? "(none)")}; this site reads TMX 1.4b (and 1.1 to 1.3)`);
  const header = childElements(root, "header")[0];
  const body = childElements(root, "body")[0];
  if (!header || !body) throw invalidInput("The file is not TMX: it needs a <header> and a <body>");
  const srclang = header.attrs.srclang ?? "";
  if (srclang !== "*all*" && !languageMatches(srclang, SOURCE_LOCALE))
    throw invalidInput(
      `The memory translates from ${quoted(srclang) || "an unnamed language"}, not from English: this site's pages are in English`,
    );
  const entries: MemoryEntry[] = [];
  const others = new Set<string>();
  const tus = childElements(body, "tu");
  for (const [index, tu] of tus.entries()) {
    const variants = childElements(tu, "tuv");
    const english = variants.find((tuv) => languageMatches(langOf(tuv), SOURCE_LOCALE));
    const translation = variants.find((tuv) => languageMatches(langOf(tuv), locale));
    for (const tuv of variants) if (tuv !== english && tuv !== translation && langOf(tuv)) others.add(langOf(tuv)!);
    if (!english || !translation) continue;
    entries.push({ index, source: segOf(english), target: segOf(translation) });
  }
  if (tus.length > 0 && entries.length === 0) {
    const named = [...others].map((tag) => ALL_LOCALES.find((known) => languageMatches(tag, known.code))?.name ?? quoted(tag));
    throw invalidInput(
      named.length > 0
        ? `The memory holds translations into ${[...new Set(named)].join(", ")}, not into ${language.name} (${locale}): import it under its own language`
        : `The memory holds no English with a ${language.name} (${locale}) translation`,
    );
  }
  return { entries, units: tus.length };
}

/** A variant's segment as tokens. */
function segOf(tuv: XmlElement): Token[] {
  const seg = childElements(tuv, "seg")[0];
  const out: Token[] = [];
  // bpt/ept pair by `i` within the segment; `x` names a code across the variants of a unit.
  const paired = new Map<string, string>();
  let placeholders = 0;
  const walk = (element: XmlElement) => {
    for (const child of element.children) {
      if (typeof child === "string") {
        out.push({ t: "text", text: child });
        continue;
      }
      const { i, x } = child.attrs;
      switch (child.name) {
        case "bpt": {
          const id = x ?? `i${i}`;
          paired.set(i ?? "", id);
          out.push({ t: "open", id });
          break;
        }
        case "ept":
          out.push({ t: "close", id: paired.get(i ?? "") ?? `i${i}` });
          break;
        case "ph":
          placeholders += 1;
          out.push({ t: "ph", id: x ?? `n${placeholders}` });
          break;
        case "it":
          out.push({ t: child.attrs.pos === "end" ? "close" : "open", id: x ?? `it${i ?? ""}` });
          break;
        case "hi":
          walk(child);
          break;
        default:
        // <sub> (text of the native code) and <ut>: not the segment's words.
      }
    }
  };
  if (seg) walk(seg);
  return out;
}
