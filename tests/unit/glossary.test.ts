import { describe, expect, it } from "vitest";
import { containsTerm, glossaryProblems, glossaryWarningText, parseGlossary, termsIn, type GlossaryTerm } from "../../app/domain/glossary";

const term = (source: string, target: string, doNotTranslate = false): GlossaryTerm => ({ source, target, note: "", doNotTranslate });
const TERMS = [
  term("Xact Guarantee", "", true),
  term("certified translation", "認定翻訳"),
  term("art", "arte"),
  term("翻訳", "translation"),
];

describe("the glossary's matching rule (app/domain/glossary.ts)", () => {
  it("finds Latin terms as whole words, whatever their case and spacing", () => {
    expect(containsTerm("We offer Certified  Translation.", "certified translation")).toBe(true);
    expect(containsTerm("certified translations", "certified translation")).toBe(false);
    expect(containsTerm("The start of art.", "art")).toBe(true);
    expect(containsTerm("The start.", "art")).toBe(false);
    expect(containsTerm("état d'art", "état")).toBe(true);
    expect(containsTerm("préétat", "état")).toBe(false);
    expect(containsTerm("C++ and more", "C++")).toBe(true);
  });

  it("finds Chinese, Japanese and Korean terms anywhere in the text", () => {
    expect(containsTerm("私たちは認定翻訳を提供します", "認定翻訳")).toBe(true);
    expect(containsTerm("공인번역 서비스", "공인번역")).toBe(true);
    expect(containsTerm("私たちは翻訳を", "認定翻訳")).toBe(false);
  });

  it("lists the terms of a part's English in the glossary's order", () => {
    expect(termsIn("A certified translation with the XACT guarantee", TERMS).map((t) => t.source)).toEqual([
      "Xact Guarantee",
      "certified translation",
    ]);
  });

  it("warns when a part lacks a term's translation or translates a term kept as it is", () => {
    const problems = glossaryProblems(
      [
        { label: "Block 2: Hero, Title", english: "Certified translation, Xact Guarantee", translated: "公認の翻訳、エグザクト保証" },
        { label: "Title", english: "Certified translation", translated: "認定翻訳サービス" },
        { label: "Description", english: "The Xact Guarantee", translated: "xact guarantee 付き" },
        { label: "Not yet", english: "certified translation", translated: "  " },
        { label: "Still English", english: "A certified  translation", translated: "A certified translation " },
      ],
      TERMS,
    );
    expect(problems.map((p) => [p.label, p.term.source])).toEqual([
      ["Block 2: Hero, Title", "Xact Guarantee"],
      ["Block 2: Hero, Title", "certified translation"],
    ]);
    expect(glossaryWarningText(problems)).toBe(
      "Check the glossary: Block 2: Hero, Title does not keep “Xact Guarantee” as it is; Block 2: Hero, Title has no “認定翻訳” for “certified translation”.",
    );
    expect(glossaryProblems([{ label: "Title", english: "certified translation", translated: "x" }], [])).toEqual([]);
  });

  it("checks a whole list: rows named, no English term twice whatever its case", () => {
    expect(parseGlossary({ terms: [{ source: " a ", target: " b " }] })).toEqual({ ok: true, terms: [term("a", "b")] });
    expect(parseGlossary({ terms: [term("Apostille", "x"), term("apostille", "y")] })).toEqual({
      ok: false,
      message: "Row 2 (“apostille”): the English term is already in row 1",
    });
    expect(parseGlossary({ terms: [{ source: "Xact", target: "kept?", doNotTranslate: true }] })).toEqual({
      ok: true,
      terms: [term("Xact", "", true)],
    });
  });
});
