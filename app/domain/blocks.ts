/**
 * A json section as a block of an owner's page (docs/product.md, "Blocks"): what is wrong with
 * it, named as the owner reads it ("Block 3 (cards): Cards, item 2: Title is required"). The one
 * rule the server's save, the import and the XLIFF import refuse with, and the editor checks with.
 */
import { BLOCKS, blockDefinitionOf } from "~/content/blocks/registry";
import { type BlockDefinition, blockValuesProblem, readBlock } from "~/lib/fields/blocks";

export { BLOCKS, blockDefinitionOf };

/** The kinds of block, as a refusal lists them. */
const KINDS = BLOCKS.map((block) => block.kind).join(", ");

/**
 * The problem with the json section at `position` (1-based) whose text is `text`, or null when it
 * is a sound block or no block at all (any other JSON keeps the specification's meaning).
 */
export function blockSectionProblem(text: string, position: number): string | null {
  const block = readBlock(text);
  if (!block) return null;
  const definition = blockDefinitionOf(block.kind);
  if (!definition) {
    const named =
      typeof block.kind === "string" ? `“${block.kind.slice(0, 40)}” is not a kind of block` : `"block" must name a kind of block`;
    return `Block ${position}: ${named}; the kinds are ${KINDS}`;
  }
  const problem = blockValuesProblem(definition, block.stored);
  return problem ? `Block ${position} (${definition.kind}): ${problem}` : null;
}

/** A json section's block: its declaration and stored values; null for a section that is no sound block. */
export function blockOf(section: {
  sectionType: string;
  text: string;
}): { definition: BlockDefinition; stored: Record<string, unknown> } | null {
  if (section.sectionType !== "json") return null;
  const block = readBlock(section.text);
  const definition = block ? blockDefinitionOf(block.kind) : undefined;
  return block && definition ? { definition, stored: block.stored } : null;
}

/** The library images the blocks among `sections` show, by media id, in order and each once (the server resolves their pictures). */
export function blockImageIds(sections: ReadonlyArray<{ sectionType: string; content: { text: string } }>): number[] {
  const ids = new Set<number>();
  for (const section of sections) {
    const block = blockOf({ sectionType: section.sectionType, text: section.content.text });
    for (const field of block?.definition.fields ?? []) {
      const mediaId = field.kind === "image" ? (block!.stored[field.key] as { mediaId?: unknown } | undefined)?.mediaId : undefined;
      if (typeof mediaId === "number" && Number.isInteger(mediaId) && mediaId > 0) ids.add(mediaId);
    }
  }
  return [...ids];
}
