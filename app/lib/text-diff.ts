/**
 * Word-level differences between two texts, for the editor's History (docs/product.md, 5.7).
 *
 * The texts are cut into tokens (a word, or a run of whitespace, or one punctuation mark), the
 * common beginning and end are set aside, and the longest common subsequence of what is left
 * decides what was kept, removed and added. That table costs one cell per pair of tokens, so
 * it is bounded: past `maxCells` pairs the middle is compared line by line instead, and past
 * that too it is shown as one removal and one addition (`exact: false`), so a huge section
 * never freezes the tab.
 */

export type DiffKind = "same" | "removed" | "added";

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

export interface TextDiff {
  parts: DiffPart[];
  /** false when the texts were too large to compare token by token and the result is coarser. */
  exact: boolean;
  /** How the middle was compared: by word, by line, or not at all (too large). */
  granularity: "word" | "line" | "whole";
}

/** The largest LCS table (token pairs) built: 4 MB of memory and a few milliseconds at most. */
export const DEFAULT_MAX_CELLS = 1_000_000;

// A word (letters, digits, marks, apostrophes inside), a run of whitespace, or any other single character.
const WORD_TOKENS = /[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}\p{N}\p{M}_]+)*|\s+|[^\s\p{L}\p{N}\p{M}_]/gu;

/** The text as word, whitespace and punctuation tokens; joined, they give the text back. */
export function wordTokens(text: string): string[] {
  return text.match(WORD_TOKENS) ?? [];
}

/** The text as lines, each keeping its line break; joined, they give the text back. */
export function lineTokens(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The differences that turn `before` into `after`. */
export function diffText(before: string, after: string, { maxCells = DEFAULT_MAX_CELLS }: { maxCells?: number } = {}): TextDiff {
  if (before === after) return { parts: before ? [{ kind: "same", text: before }] : [], exact: true, granularity: "word" };

  const words = diffTokens(wordTokens(before), wordTokens(after), maxCells);
  if (words) return { parts: words, exact: true, granularity: "word" };
  const lines = diffTokens(lineTokens(before), lineTokens(after), maxCells);
  if (lines) return { parts: lines, exact: true, granularity: "line" };

  // Too large for either: keep the common beginning and end, replace the middle wholesale.
  const a = lineTokens(before);
  const b = lineTokens(after);
  const { prefix, suffix } = commonEnds(a, b);
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, prefix).join(""));
  push(parts, "removed", a.slice(prefix, a.length - suffix).join(""));
  push(parts, "added", b.slice(prefix, b.length - suffix).join(""));
  push(parts, "same", a.slice(a.length - suffix).join(""));
  return { parts, exact: false, granularity: "whole" };
}

/** How many tokens both lists share at the start, and then at the end (not overlapping). */
function commonEnds(a: readonly string[], b: readonly string[]): { prefix: number; suffix: number } {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix += 1;
  return { prefix, suffix };
}

/** The LCS diff of two token lists, or null when the table would pass the bound. */
function diffTokens(a: readonly string[], b: readonly string[], maxCells: number): DiffPart[] | null {
  const { prefix, suffix } = commonEnds(a, b);
  const midA = a.slice(prefix, a.length - suffix);
  const midB = b.slice(prefix, b.length - suffix);
  const n = midA.length;
  const m = midB.length;
  if (n > 0 && m > 0 && (n + 1) * (m + 1) > maxCells) return null;

  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, prefix).join(""));

  // lcs[i * (m + 1) + j]: the LCS length of midA[i..] and midB[j..].
  const width = m + 1;
  const lcs = new Uint32Array(n > 0 && m > 0 ? (n + 1) * width : 0);
  if (n > 0 && m > 0) {
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        lcs[i * width + j] =
          midA[i] === midB[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
      }
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (midA[i] === midB[j]) {
      push(parts, "same", midA[i]!);
      i += 1;
      j += 1;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
      push(parts, "removed", midA[i]!);
      i += 1;
    } else {
      push(parts, "added", midB[j]!);
      j += 1;
    }
  }
  while (i < n) push(parts, "removed", midA[i++]!);
  while (j < m) push(parts, "added", midB[j++]!);

  push(parts, "same", a.slice(a.length - suffix).join(""));
  return tidy(parts);
}

/** Adds text to the list, joined to the last part when it is of the same kind. */
function push(parts: DiffPart[], kind: DiffKind, text: string) {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * Easier reading: whitespace alone between two changes joins them ("-old words- +new words+"
 * rather than "-old- -words-" interleaved), and removals come before additions in each run.
 */
function tidy(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    push(out, "removed", removed);
    push(out, "added", added);
    removed = "";
    added = "";
  };
  for (let k = 0; k < parts.length; k += 1) {
    const part = parts[k]!;
    const inChange = removed !== "" || added !== "";
    const next = parts[k + 1];
    if (part.kind === "same" && inChange && next && next.kind !== "same" && /^\s+$/.test(part.text)) {
      // A space between two changes belongs to both sides of the change.
      removed += part.text;
      added += part.text;
    } else if (part.kind === "removed") {
      removed += part.text;
    } else if (part.kind === "added") {
      added += part.text;
    } else {
      flush();
      push(out, "same", part.text);
    }
  }
  flush();
  return out;
}

/** The text before the change (same and removed parts) and after it (same and added parts). */
export function sidesOf(parts: readonly DiffPart[]): { before: string; after: string } {
  let before = "";
  let after = "";
  for (const part of parts) {
    if (part.kind !== "added") before += part.text;
    if (part.kind !== "removed") after += part.text;
  }
  return { before, after };
}
