/**
 * Every kind of block an owner's page can hold (docs/product.md, "Blocks"), in the order the
 * editor's picker shows them. GET /api/cms/blocks answers these declarations.
 */
import type { BlockDefinition } from "~/lib/fields/blocks";
import { CALL_TO_ACTION_BLOCK, CARDS_BLOCK, CONTACT_BLOCK, LANGUAGE_LIST_BLOCK, PACKAGES_BLOCK, STEPS_BLOCK } from "./site-blocks";
import { FAQ_BLOCK, HERO_BLOCK, IMAGE_BLOCK, QUOTE_BLOCK, RICH_TEXT_BLOCK, TEXT_IMAGE_BLOCK } from "./text-blocks";

export const BLOCKS = [
  HERO_BLOCK,
  RICH_TEXT_BLOCK,
  IMAGE_BLOCK,
  TEXT_IMAGE_BLOCK,
  CARDS_BLOCK,
  STEPS_BLOCK,
  CALL_TO_ACTION_BLOCK,
  FAQ_BLOCK,
  CONTACT_BLOCK,
  PACKAGES_BLOCK,
  QUOTE_BLOCK,
  LANGUAGE_LIST_BLOCK,
] as const satisfies readonly BlockDefinition[];

export type BlockKind = (typeof BLOCKS)[number]["kind"];

const byKind = new Map<string, BlockDefinition>(BLOCKS.map((block) => [block.kind, block]));

/** The declaration of a kind of block, or undefined for a kind the site does not have. */
export const blockDefinitionOf = (kind: unknown): BlockDefinition | undefined => (typeof kind === "string" ? byKind.get(kind) : undefined);
