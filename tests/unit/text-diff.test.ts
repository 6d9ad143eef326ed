import { describe, expect, it } from "vitest";
import { diffText, lineTokens, sidesOf, wordTokens } from "~/lib/text-diff";

/** The diff written compactly: [-removed-] {+added+}. */
function marked(before: string, after: string, maxCells?: number): string {
  return diffText(before, after, maxCells === undefined ? {} : { maxCells })
    .parts.map((p) => (p.kind === "removed" ? `[-${p.text}-]` : p.kind === "added" ? `{+${p.text}+}` : p.text))
    .join("");
}

describe("tokens", () => {
  it("are words, runs of whitespace and single punctuation marks that join back into the text", () => {
    expect(wordTokens("Håfa adai, Guam's  people!\n")).toEqual(["Håfa", " ", "adai", ",", " ", "Guam's", "  ", "people", "!", "\n"]);
    for (const text of ["", "a", "  x  y ", "<p>Hi &amp; bye</p>", "日本語 テキスト", "line\r\nbreak"]) {
      expect(wordTokens(text).join("")).toBe(text);
      expect(lineTokens(text).join("")).toBe(text);
    }
    expect(lineTokens("a\nb\n\nc")).toEqual(["a\n", "b\n", "\n", "c"]);
  });
});

describe("word differences", () => {
  it("are empty for two empty texts and one same part for equal texts", () => {
    expect(diffText("", "").parts).toEqual([]);
    expect(diffText("same text", "same text")).toEqual({ parts: [{ kind: "same", text: "same text" }], exact: true, granularity: "word" });
  });

  it("mark a word replaced, added or removed", () => {
    expect(marked("the quick brown fox", "the slow brown fox")).toBe("the [-quick-]{+slow+} brown fox");
    expect(marked("the fox", "the red fox")).toBe("the {+red +}fox");
    expect(marked("the red fox", "the fox")).toBe("the [-red -]fox");
  });

  it("join neighbouring changed words into one removal and one addition", () => {
    expect(marked("the quick brown fox", "the slow red fox")).toBe("the [-quick brown-]{+slow red+} fox");
  });

  it("handle a text that appears or disappears entirely", () => {
    expect(marked("", "new words")).toBe("{+new words+}");
    expect(marked("old words", "")).toBe("[-old words-]");
  });

  it("keep punctuation and line breaks as their own tokens", () => {
    expect(marked("Hello, world.\nBye.", "Hello! world.\nBye now.")).toBe("Hello[-,-]{+!+} world.\nBye{+ now+}.");
  });

  it("always give back both texts", () => {
    const pairs: Array<[string, string]> = [
      ["a b c d e", "a x c y e z"],
      ["<p>Rates vary</p>", "<p>Our rates <strong>vary</strong> a lot</p>"],
      ["one\ntwo\nthree", "zero\none\nthree\nfour"],
      ["", "x"],
    ];
    for (const [before, after] of pairs) {
      expect(sidesOf(diffText(before, after).parts)).toEqual({ before, after });
    }
  });

  it("find a longest common subsequence, not just any", () => {
    // "b c" is kept; a greedy match on "a" alone would do worse.
    expect(marked("a b c", "b c a")).toBe("[-a -]b c{+ a+}");
  });
});

describe("the size bound", () => {
  const words = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");

  it("falls back to lines when a word table would be too large", () => {
    const before = `${words(400, "a")}\nsame line\n${words(400, "b")}`;
    const after = `${words(400, "c")}\nsame line\n${words(400, "d")}`;
    const result = diffText(before, after, { maxCells: 100_000 });
    expect(result.granularity).toBe("line");
    expect(result.exact).toBe(true);
    expect(result.parts.some((p) => p.kind === "same" && p.text.includes("same line"))).toBe(true);
    expect(sidesOf(result.parts)).toEqual({ before, after });
  });

  it("replaces the middle wholesale when even lines are too many, keeping the common ends", () => {
    const lines = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}\n`).join("");
    const before = `start\n${lines(500, "x")}end\n`;
    const after = `start\n${lines(500, "y")}end\n`;
    const result = diffText(before, after, { maxCells: 1_000 });
    expect(result).toMatchObject({ exact: false, granularity: "whole" });
    expect(result.parts.map((p) => p.kind)).toEqual(["same", "removed", "added", "same"]);
    expect(result.parts[0]!.text).toBe("start\n");
    expect(result.parts[3]!.text).toBe("end\n");
    expect(sidesOf(result.parts)).toEqual({ before, after });
  });

  it("compares two large texts with a small change quickly, thanks to the common ends", () => {
    const big = words(50_000, "w");
    const changed = big.replace("w25000 ", "changed ");
    const started = performance.now();
    const result = diffText(big, changed);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.exact).toBe(true);
    expect(result.parts.filter((p) => p.kind !== "same")).toEqual([
      { kind: "removed", text: "w25000" },
      { kind: "added", text: "changed" },
    ]);
  });

  it("never builds a table past the bound, however different two large texts are", () => {
    const started = performance.now();
    // One long line each: far too many word pairs, so the line is replaced as a whole.
    const result = diffText(words(30_000, "a"), words(30_000, "b"));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.granularity).toBe("line");
    expect(result.parts.map((p) => p.kind)).toEqual(["removed", "added"]);
  });
});
