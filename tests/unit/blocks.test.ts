/**
 * The block library's declarations hold together (docs/product.md, "Blocks"): every kind has a
 * view, every card icon a drawing, every sample is a sound block, and no field takes the name
 * that says which kind a block is.
 */
import { describe, expect, it } from "vitest";
import { BLOCKS, blockDefinitionOf } from "../../app/content/blocks/registry";
import { CARD_ICONS } from "../../app/content/blocks/icons";
import { BLOCK_ICONS } from "../../app/components/site/blocks/block-icons";
import { BLOCK_VIEWS } from "../../app/components/site/blocks/block-view";
import { BLOCK_PICTURES } from "../../app/components/cms/blocks/block-pictures";
import { copyOfSection, newBlockSection, blockFieldProblems, editorBlockOf } from "../../app/components/cms/blocks/block-sections";
import { blockSectionProblem } from "../../app/domain/blocks";
import { TEMPLATES, templateSections } from "../../app/domain/templates";
import { BLOCK_PROPERTY, blockText, blockValues, readBlock, sampleValues } from "../../app/lib/fields/blocks";

describe("the block library", () => {
  it("declares each kind once, each with a view and a picture for the picker", () => {
    const kinds = BLOCKS.map((block) => block.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(Object.keys(BLOCK_VIEWS).sort()).toEqual([...kinds].sort());
    expect(Object.keys(BLOCK_PICTURES).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      expect(typeof BLOCK_VIEWS[kind], kind).toBe("function");
      expect(BLOCK_PICTURES[kind], kind).toBeTruthy();
    }
  });

  it("in the editor: a new block has its sample words and a key of its own; a copy too; a value left empty is named", () => {
    const first = newBlockSection("faq", []);
    expect(first).toMatchObject({ sectionKey: "block_1", sectionType: "json" });
    expect(editorBlockOf(first)?.definition.kind).toBe("faq");
    const taken = [first, { ...first, clientId: "x", sectionKey: "block_2" }];
    expect(newBlockSection("hero", taken).sectionKey).toBe("block_3");
    const copy = copyOfSection(first, taken);
    expect(copy.sectionKey).toBe("block_3");
    expect(copy.text).toBe(first.text);
    expect(copy.id).toBeUndefined();
    const text = { clientId: "t", id: 4, sectionKey: "intro", sectionType: "text" as const, text: "Hello", sortOrder: 0 };
    expect(copyOfSection(text, [text]).sectionKey).toBe("intro_copy");
    expect(copyOfSection(text, [text, { ...text, sectionKey: "intro_copy" }]).sectionKey).toBe("intro_copy_2");
    expect(blockFieldProblems(editorBlockOf({ sectionType: "json", text: '{"block":"quote","quote":""}' })!)).toEqual({
      quote: "Quote is required",
      name: "Who said it is required",
    });
  });

  it("uses every kind in a template, and every template makes sound blocks", () => {
    const used = new Set<string>(TEMPLATES.flatMap((template) => template.blocks.map((entry) => entry.kind)));
    for (const block of BLOCKS) expect(used.has(block.kind), `${block.kind} is in no template`).toBe(true);
    for (const template of TEMPLATES) {
      templateSections(template).forEach((section, index) =>
        expect(blockSectionProblem(section.content.text, index + 1), `${template.id}, block ${index + 1}`).toBeNull(),
      );
    }
  });

  it("draws every icon a card may name", () => {
    expect(Object.keys(BLOCK_ICONS).sort()).toEqual(CARD_ICONS.map((icon) => icon.value).sort());
  });

  it.each(BLOCKS.map((block) => [block.kind, block] as const))(
    "%s: its sample is a sound block, and no field is called “block”",
    (kind, block) => {
      expect(block.fields.map((field) => field.key)).not.toContain(BLOCK_PROPERTY);
      const values = sampleValues(block);
      for (const field of block.fields) if (field.kind === "image") values[field.key] = { mediaId: 1, alt: "" };
      expect(blockSectionProblem(blockText(kind, values), 1)).toBeNull();
    },
  );

  it("reads only JSON objects with a block property as blocks; values left out are shown empty, never as the sample", () => {
    expect(readBlock("not json")).toBeNull();
    expect(readBlock('{"quick":49}')).toBeNull();
    expect(readBlock('[{"block":"hero"}]')).toBeNull();
    expect(readBlock('{"block":"hero","title":"T"}')).toEqual({ kind: "hero", stored: { title: "T" } });
    const hero = blockDefinitionOf("hero")!;
    expect(blockValues(hero, { title: "T" })).toEqual({ title: "T", text: "", buttons: [] });
    expect(blockSectionProblem('{"quick":49}', 3)).toBeNull();
  });
});
