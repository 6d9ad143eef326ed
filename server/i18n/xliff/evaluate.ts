import { type Inline, type Token, contentFromTokens, htmlOf, plainText, tokensOf } from "./inline";
import { unstorableIn, unstorableSentence } from "../../../app/lib/validation";
import type { FileUnit } from "./read";
import { type Part, type UnitDef, applyWords, partProblem } from "./units";

/**
 * What a file's units do to one part of a translation (docs/product.md, "XLIFF for translators"):
 * each unit's target checked (a translation at all, no control characters, the English tags and
 * only those), then the part's new text built and checked as a save would check it. A unit that
 * does not fit is skipped with its reason; the others of the part still apply. A unit without a
 * translation is not a problem, only still in English; one with some segments translated is
 * written, its other segments in English, and its part left still in English. Also whether the
 * translator saw the English as it is now (a unit's source that differs means the English changed
 * since the file was made).
 */

export interface Skip {
  unit: string;
  reason: string;
}

export interface PartResult {
  part: Part;
  /** The part's new text; undefined when no unit of it applies. */
  text?: string;
  /** Every unit of the part with English words now was applied, every segment of it translated. */
  complete: boolean;
  /** Some segment of an applied unit was not translated: the part shows English there. */
  partial: boolean;
  /** Units of the part the file has no translation for. */
  untranslated: string[];
  /** The English the translator translated from, when it differs from the English now. */
  staleFrom?: string;
  skipped: Skip[];
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Why a target's text cannot be stored (the API's own check: a NUL or a broken character), or other control characters. */
function textProblem(text: string): string | undefined {
  const bad = unstorableIn(text);
  if (bad) return unstorableSentence("The translation", bad);
  if (CONTROL.test(text)) return "The translation contains control characters";
  return undefined;
}

/** Text and codes in a form where white space and Unicode composition do not count. */
function comparable(tokens: Token[]): string {
  const text = tokens.map((token) => (token.t === "text" ? token.text : `\u0001${token.t}:${token.id}\u0001`)).join("");
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

const textOf = (tokens: Token[]) => tokens.map((token) => (token.t === "text" ? token.text : "")).join("");

/** A unit's target read: its words, or why it is skipped, or "untranslated" when the file gives none. */
type Read = { ok: true; value: string | Inline[] } | { ok: false; reason: string } | { ok: false; untranslated: true };
const NO_TRANSLATION: Read = { ok: false, untranslated: true };

/** A unit's target as words for its place: plain text, or content over the English codes. */
function readTarget(def: UnitDef, unit: FileUnit): Read {
  if (unit.problem) return { ok: false, reason: unit.problem };
  if (unit.target === null) return NO_TRANSLATION;
  if (typeof def.source === "string") {
    const code = unit.target.find((token) => token.t !== "text");
    if (code)
      return { ok: false, reason: `The English has no tags here, but the translation has the tag {${(code as { id: string }).id}}` };
    const text = textOf(unit.target);
    const problem = textProblem(text);
    if (problem) return { ok: false, reason: problem };
    return text.trim() === "" ? NO_TRANSLATION : { ok: true, value: text };
  }
  const built = contentFromTokens(unit.target, def.part.rich!.codes);
  if (!built.ok) return { ok: false, reason: built.reason };
  const text = plainText(built.content);
  const problem = textProblem(text);
  if (problem) return { ok: false, reason: problem };
  return text.trim() === "" ? NO_TRANSLATION : { ok: true, value: built.content };
}

/**
 * The part's result from the file's units of it (`units`, with their definitions) over `base`,
 * the translation's text of the part (undefined when it holds none).
 */
export function evaluatePart(
  part: Part,
  defs: UnitDef[],
  units: Array<{ def: UnitDef; unit: FileUnit }>,
  base: string | undefined,
): PartResult {
  const skipped: Skip[] = [];
  const untranslated: string[] = [];
  const applied = new Map<string, string | Inline[]>();
  const sources = new Map<string, Token[]>();
  /** Applied units with segments still in English. */
  const partly = new Set<string>();
  let stale = false;
  for (const { def, unit } of units) {
    sources.set(def.sub, unit.source);
    const englishTokens: Token[] = typeof def.source === "string" ? [{ t: "text", text: def.source }] : tokensOf(def.source);
    if (comparable(unit.source) !== comparable(englishTokens)) stale = true;
    const read = readTarget(def, unit);
    if (read.ok) {
      applied.set(def.sub, read.value);
      if (unit.untranslated.length > 0) partly.add(def.sub);
    } else if ("reason" in read) skipped.push({ unit: def.id, reason: read.reason });
    else untranslated.push(def.id);
  }

  let text: string | undefined;
  if (part.kind === "html") {
    const rich = part.rich!;
    const hasText = defs.some((def) => def.sub === "");
    const main = applied.get("") as Inline[] | undefined;
    const words = new Map([...applied].filter(([sub]) => sub !== "").map(([sub, value]) => [Number(sub.slice(4)), value as string]));
    if (main === undefined && hasText) {
      for (const sub of applied.keys())
        skipped.push({
          unit: units.find((u) => u.def.sub === sub)!.def.id,
          reason: "It goes with the rich text it belongs to, which the file does not translate",
        });
      applied.clear();
    } else if (applied.size > 0) {
      text = htmlOf(rich, main ?? rich.content, words);
      const problem = partProblem(part, text);
      if (problem) {
        for (const sub of applied.keys()) skipped.push({ unit: units.find((u) => u.def.sub === sub)!.def.id, reason: problem });
        applied.clear();
        text = undefined;
      }
    }
  } else {
    // One word at a time, so a word that breaks a rule (a label too long) is the one skipped.
    const kept = new Map<string, string>();
    for (const [sub, value] of applied) {
      const trial = new Map(kept).set(
        sub,
        part.kind === "title" || part.kind === "description" ? (value as string).trim() : (value as string),
      );
      const problem = partProblem(part, applyWords(part, base, trial));
      if (problem) skipped.push({ unit: units.find((u) => u.def.sub === sub)!.def.id, reason: problem });
      else kept.set(sub, trial.get(sub)!);
    }
    for (const sub of [...applied.keys()]) if (!kept.has(sub)) applied.delete(sub);
    if (kept.size > 0) text = applyWords(part, base, kept);
  }

  const partial = text !== undefined && [...applied.keys()].some((sub) => partly.has(sub));
  const complete = text !== undefined && !partial && defs.every((def) => applied.has(def.sub));
  return {
    part,
    text,
    complete,
    partial,
    untranslated,
    staleFrom: stale && text !== undefined ? englishSeen(part, sources) : undefined,
    skipped,
  };
}

/**
 * The English as the translator saw it: the English now with the file's sources in it. Recorded
 * as what the part was translated from, so the part stays outdated and the editor shows what
 * changed since (docs/product.md, "Outdated").
 */
function englishSeen(part: Part, sources: Map<string, Token[]>): string {
  if (part.kind === "html") {
    const main = sources.get("");
    const built = main ? contentFromTokens(main, part.rich!.codes) : undefined;
    const words = new Map([...sources].filter(([sub]) => sub !== "").map(([sub, tokens]) => [Number(sub.slice(4)), textOf(tokens)]));
    return built?.ok ? htmlOf(part.rich!, built.content, words) : main ? textOf(main) : htmlOf(part.rich!, part.rich!.content, words);
  }
  return applyWords(part, part.english, new Map([...sources].map(([sub, tokens]) => [sub, textOf(tokens)])));
}
