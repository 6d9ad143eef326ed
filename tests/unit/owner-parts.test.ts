import { describe, expect, it } from "vitest";
import { entriesOf, partNamesOf } from "../../app/components/cms/translations/owner-parts";
import type { SourcePartDTO } from "../../app/domain/schemas/translations";
import { TITLE_KEY } from "../../app/lib/fields/translation";

const part = (key: string, sectionType: string, text: string): SourcePartDTO => ({
  key,
  text,
  sectionType,
  translatedFrom: null,
  outdated: false,
  fromMemory: false,
});
const place = (key: string, kind: string, after: string | null) => part(key, "block", JSON.stringify({ block: kind, after }));

describe("entriesOf (the translation editor's parts of an owner's page)", () => {
  const parts = [
    part(TITLE_KEY, "text", "Medical"),
    part("intro", "text", "Hello"),
    place("block_1", "quote", "intro"),
    part("block_1.quote", "text", "Exact."),
    part("block_1.name", "text", "A client"),
    // Neither a field of block_1 nor of block_10: sections of their own whose keys merely look alike.
    part("block_1_note", "text", "A note"),
    part("block_10.quote", "text", "Orphan"),
    part("body", "html", "<p>Text</p>"),
  ];

  it("draws a block's fields with their block and every other part on its own, in the English order", () => {
    const entries = entriesOf(parts);
    expect(entries.map((entry) => (entry.kind === "section" ? entry.part.key : entry.label))).toEqual([
      "intro",
      "Block 2: Quote",
      "block_1_note",
      "block_10.quote",
      "body",
    ]);
    const block = entries[1]!;
    expect(block.kind === "block" && block.fields.map((field) => [field.key, field.default])).toEqual([
      ["block_1.quote", "Exact."],
      ["block_1.name", "A client"],
    ]);
    expect(partNamesOf(parts).get("block_1.name")).toBe("Block 2: Quote, Who said it");
  });
});
