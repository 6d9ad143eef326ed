import { type Token, segmentsOf, tokensOf } from "../xliff/inline";
import type { UnitDef } from "../xliff/units";
import type { MemoryEntry } from "./read";

/**
 * Exact matches from a translation memory (docs/product.md, "Translation memory (TMX)"): an
 * English segment of the site matches a memory's English when both say the same words with the
 * same codes in the same places, white space and Unicode composition aside. The memory's codes
 * are then the site's, one for one in order, and its translation is written over the site's codes
 * (the tags themselves always come from the English page). Where the memory has the same English
 * twice, the later unit in the file wins.
 */

const MARK = { open: "\ue001", close: "\ue002", ph: "\ue003" } as const;

/** A segment's words and the kinds of its codes, with white space and composition normalised. */
export function keyOf(tokens: Token[]): string {
  return tokens
    .map((token) => (token.t === "text" ? token.text : MARK[token.t]))
    .join("")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

const codes = (tokens: Token[]) => tokens.filter((token) => token.t !== "text") as Array<{ t: "open" | "close" | "ph"; id: string }>;

export class Memory {
  private readonly byKey = new Map<string, MemoryEntry>();

  constructor(entries: MemoryEntry[]) {
    for (const entry of entries)
      if (
        keyOf(entry.source)
          .replace(/[\ue001-\ue003]/g, "")
          .trim() !== ""
      )
        this.byKey.set(keyOf(entry.source), entry);
  }

  /** The memory's entry for these English tokens, its translation over their codes; undefined when none. */
  match(source: Token[]): { entry: MemoryEntry; target: Token[] } | undefined {
    const entry = this.byKey.get(keyOf(source));
    if (!entry) return undefined;
    const ours = codes(source).filter((code) => code.t !== "close");
    const theirs = codes(entry.source).filter((code) => code.t !== "close");
    const ids = new Map(theirs.map((code, index) => [code.id, ours[index]!.id]));
    const target = entry.target.map((token): Token =>
      token.t === "text" ? token : { t: token.t, id: ids.get(token.id) ?? `?${token.id}` },
    );
    return { entry, target };
  }

  /** Every English key the memory holds. */
  keys(): IterableIterator<string> {
    return this.byKey.keys();
  }

  get size(): number {
    return this.byKey.size;
  }
}

/** The English segments of a unit as tokens: one for plain words, one per block of rich text cut into blocks (as the XLIFF download cuts it). */
export function unitSegments(def: UnitDef): Array<{ ignorable: boolean; tokens: Token[] }> {
  if (typeof def.source === "string") return [{ ignorable: false, tokens: [{ t: "text", text: def.source }] }];
  return segmentsOf(def.part.rich!, def.source).map((segment) => ({ ignorable: segment.ignorable, tokens: tokensOf(segment.content) }));
}

/** A unit's translation from the memory, every segment matched; undefined when one is not. */
export function matchUnit(memory: Memory, def: UnitDef): { target: Token[]; entries: MemoryEntry[] } | undefined {
  const target: Token[] = [];
  const entries: MemoryEntry[] = [];
  for (const segment of unitSegments(def)) {
    if (segment.ignorable) {
      target.push(...segment.tokens);
      continue;
    }
    const found = memory.match(segment.tokens);
    if (!found) return undefined;
    target.push(...found.target);
    entries.push(found.entry);
  }
  return entries.length > 0 ? { target, entries } : undefined;
}
