/**
 * Blocks on the server (docs/product.md, "Blocks"): a save refuses a block that is not sound
 * (app/domain/blocks.ts), naming its position, its kind and the field, and finds the library
 * images it shows; a block's rich text is stored and served through the HTML allow-list, as an
 * html section's is.
 */
import { blockImageIds, blockOf, blockSectionProblem } from "../../app/domain/blocks";
import { blockText } from "../../app/lib/fields/blocks";
import type { PictureSource } from "../../app/lib/picture-markup";
import { invalidInput } from "../errors";
import { HTML_MAX_DEPTH, htmlTooDeep } from "../security/sanitize";

type SectionText = { sectionType: string; text: string };

/**
 * Refuses (400) the json section at `position` (1-based) when it is a block that is not sound;
 * answers the library images it shows, each with the words a refusal names it by.
 */
export function checkBlockSection(section: SectionText, position: number): Array<{ label: string; id: number }> {
  if (section.sectionType !== "json") return [];
  const problem = blockSectionProblem(section.text, position);
  if (problem) throw invalidInput(problem);
  const block = blockOf(section);
  if (!block) return [];
  const images: Array<{ label: string; id: number }> = [];
  for (const field of block.definition.fields) {
    const value = block.stored[field.key];
    const name = `Block ${position} (${block.definition.kind}): ${field.label}`;
    if (field.kind === "richText" && typeof value === "string" && htmlTooDeep(value)) {
      throw invalidInput(`${name} nests elements more than ${HTML_MAX_DEPTH} levels deep; simplify it`);
    }
    if (field.kind === "image" && value && typeof (value as { mediaId: unknown }).mediaId === "number") {
      images.push({ label: name, id: (value as { mediaId: number }).mediaId });
    }
  }
  return images;
}

/**
 * A block's text with each rich text passed through `clean` (the allow-list); the text as it was
 * when nothing changed, and for a section that is no block. `canonical` (a save) writes a block's
 * JSON without spaces whatever the client sent, as the media library's search for the pages that
 * show an image expects it (`"mediaId":12,`).
 */
export function blockTextCleaned(section: SectionText, clean: (html: string) => string, canonical = false): string {
  const block = blockOf(section);
  if (!block) return section.text;
  let changed = false;
  const values = { ...block.stored };
  for (const field of block.definition.fields) {
    const value = values[field.key];
    if (field.kind !== "richText" || typeof value !== "string") continue;
    const cleaned = clean(value);
    if (cleaned !== value) {
      values[field.key] = cleaned;
      changed = true;
    }
  }
  return changed || canonical ? blockText(block.definition.kind, values) : section.text;
}

/** The library pictures the blocks among `sections` show, by media id; an image gone from the library is left out. */
export async function blockPictures(
  sections: ReadonlyArray<{ sectionType: string; content: { text: string } }>,
  picture: (id: number) => Promise<PictureSource | null>,
): Promise<Record<string, PictureSource>> {
  const found: Record<string, PictureSource> = {};
  for (const id of blockImageIds(sections)) {
    const source = await picture(id);
    if (source) found[id] = source;
  }
  return found;
}
