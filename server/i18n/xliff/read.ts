import { invalidInput } from "../../errors";
import type { Token } from "./inline";
import { type XmlElement, childElements, quoted } from "./parse";

/**
 * What an uploaded XLIFF file says, whatever tool wrote it (docs/product.md, "XLIFF for
 * translators"): its languages and, for each unit to translate, its source and target as text and
 * code markers. XLIFF 2.0 (`<pc>`, `<ph>`, `<sc>`/`<ec>`, segments, `<ignorable>`, a target's
 * `order`) and 1.2 (`<g>`, `<x/>`, `<bx/>`/`<ex/>`, `<bpt>`/`<ept>`, `<ph>`, `<it>`, and the
 * `<seg-source>`/`<mrk mtype="seg">` segmentation of Trados and memoQ) give the same tokens; the
 * native code inside 1.2's `<bpt>`, `<ept>`, `<ph>` and `<it>` is never read. Units marked
 * translate="no" (structure a tool keeps for itself) are left out; so are annotations (`<mrk>`
 * keeps its text) and tool data outside the units' source and target.
 */

export const XLIFF_2 = "urn:oasis:names:tc:xliff:document:2.0";
export const XLIFF_12 = "urn:oasis:names:tc:xliff:document:1.2";

export interface FileUnit {
  id: string;
  /** The source the translator saw, segments and ignorables in order. */
  source: Token[];
  /**
   * The translation, segments in their target order; null when the file has none. A segment
   * without a translation, when others have one, is there in English (its source).
   */
  target: Token[] | null;
  /** Segments (from 1) whose source has words but whose target is missing or empty, when others have one. */
  untranslated: number[];
  /** Why the unit cannot be read, when it cannot (a target order that is not a permutation). */
  problem?: string;
}

export interface XliffContent {
  version: "2.0" | "1.2";
  sourceLanguages: string[];
  /** Undefined where a file does not say. */
  targetLanguages: Array<string | undefined>;
  units: FileUnit[];
}

const hasWords = (tokens: Token[]) => tokens.some((token) => token.t === "text" && token.text.trim() !== "");
const hasContent = (tokens: Token[]) => tokens.some((token) => token.t !== "text" || token.text.trim() !== "");

export function readXliff(root: XmlElement): XliffContent {
  if (root.name === "xliff" && root.uri === XLIFF_2) {
    if (!/^2\.\d+$/.test(root.attrs.version ?? ""))
      throw invalidInput(`The file is XLIFF version ${quoted(root.attrs.version ?? "(none)")}; this site reads XLIFF 2.0 and 1.2`);
    const units: FileUnit[] = [];
    for (const file of childElements(root, "file", XLIFF_2)) collect20(file, file.attrs.translate !== "no", units);
    return { version: "2.0", sourceLanguages: [root.attrs.srcLang ?? ""], targetLanguages: [root.attrs.trgLang], units };
  }
  if (root.name === "xliff" && (root.uri === XLIFF_12 || (root.uri === "" && root.attrs.version === "1.2"))) {
    const units: FileUnit[] = [];
    const files = childElements(root, "file", root.uri);
    for (const file of files) {
      for (const body of childElements(file, "body", root.uri)) collect12(body, true, units, root.uri);
    }
    return {
      version: "1.2",
      sourceLanguages: files.map((f) => f.attrs["source-language"] ?? ""),
      targetLanguages: files.map((f) => f.attrs["target-language"]),
      units,
    };
  }
  throw invalidInput("The file is not XLIFF: its root element must be <xliff> of XLIFF 2.0 or 1.2");
}

const unitId = (element: XmlElement) => {
  const id = element.attrs.id;
  if (!id) throw invalidInput(`A <${element.name}> of the file has no id: it is not an XLIFF file this site made`);
  return id;
};

function collect20(container: XmlElement, translate: boolean, units: FileUnit[]) {
  for (const child of childElements(container, undefined, XLIFF_2)) {
    const yes = child.attrs.translate === undefined ? translate : child.attrs.translate !== "no";
    if (child.name === "group") collect20(child, yes, units);
    else if (child.name === "unit" && yes) units.push(unit20(child));
  }
}

function unit20(unit: XmlElement): FileUnit {
  const id = unitId(unit);
  const parts = childElements(unit).filter((el) => el.uri === XLIFF_2 && (el.name === "segment" || el.name === "ignorable"));
  const sources = parts.map((part) => tokens20(childElements(part, "source", XLIFF_2)[0]));
  const targets = parts.map((part) => {
    const target = childElements(part, "target", XLIFF_2)[0];
    return target ? { tokens: tokens20(target), order: target.attrs.order } : undefined;
  });
  // A target may say where it goes among the unit's parts (`order`, from 1).
  const placed: Array<Token[] | undefined> = parts.map(() => undefined);
  const untranslated: number[] = [];
  let segment = 0;
  let anyTarget = false;
  for (const [index, part] of parts.entries()) {
    const target = targets[index];
    const at = target?.order !== undefined ? Number(target.order) - 1 : index;
    if (!Number.isInteger(at) || at < 0 || at >= parts.length || placed[at] !== undefined) {
      return {
        id,
        source: sources.flat(),
        target: null,
        untranslated: [],
        problem: "Its targets' order attributes do not put each segment in one place",
      };
    }
    if (part.name === "segment") segment += 1;
    const translated = target !== undefined && hasContent(target.tokens);
    if (part.name === "segment" && translated) anyTarget = true;
    if (part.name === "segment" && !translated && hasWords(sources[index]!)) untranslated.push(segment);
    placed[at] = target && (translated || part.name === "ignorable") ? target.tokens : sources[index];
  }
  return {
    id,
    source: sources.flat(),
    target: anyTarget ? placed.flatMap((tokens) => tokens ?? []) : null,
    untranslated: anyTarget ? untranslated : [],
  };
}

function tokens20(element: XmlElement | undefined, out: Token[] = []): Token[] {
  for (const child of element?.children ?? []) {
    if (typeof child === "string") {
      out.push({ t: "text", text: child });
      continue;
    }
    const id = child.attrs.id ?? "";
    switch (child.uri === XLIFF_2 ? child.name : "") {
      case "cp": {
        const code = parseInt(child.attrs.hex ?? "", 16);
        out.push({ t: "text", text: Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\u0000" });
        break;
      }
      case "ph":
        out.push({ t: "ph", id });
        break;
      case "pc":
        out.push({ t: "open", id });
        tokens20(child, out);
        out.push({ t: "close", id });
        break;
      case "sc":
        out.push({ t: "open", id });
        break;
      case "ec":
        out.push({ t: "close", id: child.attrs.startRef ?? id });
        break;
      case "sm":
      case "em":
        break;
      default:
        // <mrk> and anything unknown: its text counts, the element does not.
        tokens20(child, out);
    }
  }
  return out;
}

function collect12(container: XmlElement, translate: boolean, units: FileUnit[], uri: string) {
  for (const child of childElements(container, undefined, uri)) {
    const yes = child.attrs.translate === undefined ? translate : child.attrs.translate !== "no";
    if (child.name === "group") collect12(child, yes, units, uri);
    else if (child.name === "trans-unit" && yes) units.push(unit12(child, uri));
  }
}

function unit12(unit: XmlElement, uri: string): FileUnit {
  const id = unitId(unit);
  const sourceElement = childElements(unit, "seg-source", uri)[0] ?? childElements(unit, "source", uri)[0];
  const targetElement = childElements(unit, "target", uri)[0];
  const source = tokens12(sourceElement, uri);
  if (!targetElement) return { id, source, target: null, untranslated: [] };
  // Trados and memoQ cut a unit into segments with <mrk mtype="seg" mid="...">: an untranslated
  // segment keeps an empty marker in the target, where its English goes (as in XLIFF 2.0).
  const sourceSegments = segments12(sourceElement, uri);
  const targetSegments = segments12(targetElement, uri);
  const untranslated: number[] = [];
  const english = new Map<string, Token[]>();
  if (sourceSegments.size > 0 && targetSegments.size > 0) {
    [...sourceSegments].forEach(([mid, tokens], index) => {
      if (!hasWords(tokens) || hasContent(targetSegments.get(mid) ?? [])) return;
      untranslated.push(index + 1);
      english.set(mid, tokens);
    });
    if (untranslated.length === [...sourceSegments.values()].filter(hasWords).length) return { id, source, target: null, untranslated: [] };
  }
  const target = tokens12(targetElement, uri, [], english);
  return { id, source, target: hasWords(target) || (hasContent(target) && !hasWords(source)) ? target : null, untranslated };
}

/** The segments of a 1.2 source or target, by mid, in order. */
function segments12(element: XmlElement | undefined, uri: string, out = new Map<string, Token[]>()): Map<string, Token[]> {
  for (const child of element?.children ?? []) {
    if (typeof child === "string") continue;
    if (child.uri === uri && child.name === "mrk" && child.attrs.mtype === "seg")
      out.set(child.attrs.mid ?? String(out.size + 1), tokens12(child, uri));
    else segments12(child, uri, out);
  }
  return out;
}

/** The tokens of a 1.2 source or target; `english`: the source of the target's untranslated segments, by mid. */
function tokens12(element: XmlElement | undefined, uri: string, out: Token[] = [], english?: Map<string, Token[]>): Token[] {
  for (const child of element?.children ?? []) {
    if (typeof child === "string") {
      out.push({ t: "text", text: child });
      continue;
    }
    const id = child.attrs.id ?? "";
    const linked = child.attrs.rid ?? id;
    const untranslated =
      child.uri === uri && child.name === "mrk" && child.attrs.mtype === "seg" ? english?.get(child.attrs.mid ?? "") : undefined;
    if (untranslated) {
      out.push(...untranslated);
      continue;
    }
    switch (child.uri === uri ? child.name : "") {
      case "g":
        out.push({ t: "open", id });
        tokens12(child, uri, out, english);
        out.push({ t: "close", id });
        break;
      case "x":
      case "ph":
        out.push({ t: "ph", id });
        break;
      case "bx":
      case "bpt":
        out.push({ t: "open", id: linked });
        break;
      case "ex":
      case "ept":
        out.push({ t: "close", id: linked });
        break;
      case "it":
        out.push({ t: child.attrs.pos === "close" ? "close" : "open", id: linked });
        break;
      case "sub":
        break;
      default:
        // <mrk> (segments, terms, comments, protected text) and anything unknown: their text counts.
        tokens12(child, uri, out, english);
    }
  }
  return out;
}

/**
 * Whether a file's language tag names `locale`: the same tag in any letter case, or the same
 * language with a region (`ja-JP` for `ja`, `fil-PH` for `fil`). Chinese is told apart by script,
 * and by the regions that write each (`zh-TW`, `zh-HK`, `zh-MO` traditional; `zh-CN`, `zh-SG` simplified).
 */
export function languageMatches(tag: string | undefined, locale: string): boolean {
  if (!tag) return false;
  const wanted = locale.toLowerCase();
  const given = tag.trim().replace(/_/g, "-").toLowerCase();
  if (given === wanted || given.startsWith(`${wanted}-`)) return true;
  if (wanted === "zh-hant") return /^zh-(tw|hk|mo)$/.test(given);
  if (wanted === "zh-hans") return /^zh-(cn|sg)$/.test(given);
  return false;
}
