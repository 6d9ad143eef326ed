/**
 * A template's blocks as a new page's sections (docs/product.md, "Blocks", Templates): each block
 * its kind's sample values with the template's own words over them, keyed block_1, block_2, ...
 */
import { blockDefinitionOf } from "~/content/blocks/registry";
import { type PageTemplate, TEMPLATES, type TemplateId } from "~/content/templates";
import { blockText, sampleValues } from "~/lib/fields/blocks";

export { TEMPLATES };

export function templateOf(id: TemplateId): PageTemplate {
  return TEMPLATES.find((template) => template.id === id)!;
}

/** The sections a page made from `template` starts with, in order. */
export function templateSections(template: PageTemplate) {
  return template.blocks.map((entry, index) => {
    const definition = blockDefinitionOf(entry.kind)!;
    return {
      sectionKey: `block_${index + 1}`,
      sectionType: "json" as const,
      content: { text: blockText(entry.kind, { ...sampleValues(definition), ...entry.values }) },
      sortOrder: index,
    };
  });
}
