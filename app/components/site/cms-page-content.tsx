import { PageHero } from "./page-hero";
import { PROSE } from "./prose";
import { BlockView } from "./blocks/block-view";
import type { PopularLanguage } from "./language-list";
import { blockOf } from "~/domain/blocks";
import type { PictureSource } from "~/lib/picture-markup";
import type { SectionType } from "~/domain/schemas/sections";

/** What a managed page needs to be drawn: a saved page, or a revision of one in the editor's History. */
export interface CmsPageContentProps {
  title: string;
  metaDescription: string | null;
  sections: ReadonlyArray<{ id: number; sectionType: SectionType; content: { text: string } }>;
  /** The library pictures its blocks show, by media id (the server resolves them). */
  images?: Readonly<Record<string, PictureSource>>;
  /** The Languages page's popular languages, for a language list block. */
  languages?: readonly PopularLanguage[];
}

/** A text section's paragraphs: a blank line (possibly holding spaces) starts a new one. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

type Section = CmsPageContentProps["sections"][number];
type Part = { block: NonNullable<ReturnType<typeof blockOf>>; section: Section } | { texts: Section[] };

/** The page's parts in order: each block, and each run of text and html sections between them (empty ones and other JSON skipped). */
function partsOf(sections: CmsPageContentProps["sections"]): Part[] {
  const parts: Part[] = [];
  for (const section of sections) {
    if (section.sectionType === "json") {
      const block = blockOf({ sectionType: section.sectionType, text: section.content.text });
      if (block) parts.push({ block, section });
      continue;
    }
    if (section.content.text.trim() === "") continue;
    const last = parts.at(-1);
    if (last && "texts" in last) last.texts.push(section);
    else parts.push({ texts: [section] });
  }
  return parts;
}

/** How many of a page's first parts can be in view when it opens (a phone's screen: the hero, a text, a picture). */
const EAGER_WITHIN = 3;

/** A part far down the page: its layout and paint wait until it nears the screen (its height kept once known). */
const LATER = "[content-visibility:auto] [contain-intrinsic-size:auto_32rem]";

/** Whether a block shows a library picture (one of its values names an image the server found). */
function showsPicture(stored: Record<string, unknown>, images: Readonly<Record<string, PictureSource>>): boolean {
  return Object.values(stored).some((value) => {
    const mediaId = (value as { mediaId?: unknown } | null)?.mediaId;
    return typeof mediaId === "number" && images[mediaId] !== undefined;
  });
}

/**
 * The body of a managed page as the public site shows it at /{slug} (docs/product.md, 4.4 and
 * "Blocks"): the hero with the title and the meta description (unless the page opens with a hero
 * block of its own), then the sections in order: blocks drawn by their views, text as
 * paragraphs, HTML as is, other JSON not shown, empty ones skipped; or "This page has no content
 * yet.". The public page and the editor's History preview both draw pages with it.
 */
export function CmsPageContent({ title, metaDescription, sections, images = {}, languages = [] }: CmsPageContentProps) {
  const parts = partsOf(sections);
  const first = parts[0];
  const opensWithHero = first !== undefined && "block" in first && first.block.definition.kind === "hero";
  // The first picture among the page's first parts is likely its largest paint on a phone: not lazy.
  const eagerAt = parts.slice(0, EAGER_WITHIN).findIndex((part) => "block" in part && showsPicture(part.block.stored, images));
  return (
    <>
      {opensWithHero ? null : <PageHero title={title} lead={metaDescription ?? undefined} />}
      {parts.length === 0 ? (
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-lg text-slate-600">This page has no content yet.</p>
        </div>
      ) : (
        parts.map((part, index) => {
          const shown =
            "block" in part ? (
              <BlockView
                key={part.section.id}
                id={`block-${part.section.id}`}
                first={index === 0}
                eagerPicture={index === eagerAt}
                images={images}
                languages={languages}
                definition={part.block.definition}
                stored={part.block.stored}
              />
            ) : (
              <div key={part.texts[0]!.id} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
                <div className="grid gap-10">{part.texts.map(textSection)}</div>
              </div>
            );
          // Parts below the first screen are laid out when scrolled near, not before the first paint.
          return index < EAGER_WITHIN ? (
            shown
          ) : (
            <div key={"block" in part ? part.section.id : part.texts[0]!.id} className={LATER}>
              {shown}
            </div>
          );
        })
      )}
    </>
  );
}

function textSection(section: Section) {
  return section.sectionType === "text" ? (
    <div key={section.id} className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
      {paragraphs(section.content.text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  ) : (
    // Sanitised with an allow-list on the server, on save and again on every read.
    <div key={section.id} className={PROSE} dangerouslySetInnerHTML={{ __html: section.content.text }} />
  );
}
