/**
 * Each kind of block's view (docs/product.md, "Blocks"): a kind declared in app/content/blocks
 * without a view here does not compile, and tests/unit/blocks.test.ts checks it too.
 */
import type { ComponentType } from "react";
import type { BlockKind } from "~/content/blocks/registry";
import { blockValues, type BlockDefinition } from "~/lib/fields/blocks";
import type { BlockSurroundings } from "./block-props";
import { CallToActionBlock, CardsBlock, ContactBlock, LanguageListBlock, PackagesBlock, StepsBlock } from "./site-block-views";
import { FaqBlock, HeroBlock, ImageBlock, QuoteBlock, RichTextBlock, TextImageBlock } from "./text-block-views";

// Each view takes its own kind's values; the table holds them by kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the views' values differ by kind
export const BLOCK_VIEWS: Record<BlockKind, ComponentType<BlockSurroundings & { values: any }>> = {
  hero: HeroBlock,
  richText: RichTextBlock,
  image: ImageBlock,
  textImage: TextImageBlock,
  cards: CardsBlock,
  steps: StepsBlock,
  callToAction: CallToActionBlock,
  faq: FaqBlock,
  contact: ContactBlock,
  packages: PackagesBlock,
  quote: QuoteBlock,
  languageList: LanguageListBlock,
};

/** One block as the public site draws it: its kind's view with its values (missing or unfit ones empty). */
export function BlockView({
  definition,
  stored,
  ...surroundings
}: BlockSurroundings & { definition: BlockDefinition; stored: Record<string, unknown> }) {
  const View = BLOCK_VIEWS[definition.kind as BlockKind];
  if (!View) return null;
  return <View {...surroundings} values={blockValues(definition, stored)} />;
}
