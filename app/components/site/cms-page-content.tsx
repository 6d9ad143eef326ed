import { PageHero } from "./page-hero";
import type { SectionType } from "~/domain/schemas/sections";

/** What a managed page needs to be drawn: a saved page, or a revision of one in the editor's History. */
export interface CmsPageContentProps {
  title: string;
  metaDescription: string | null;
  sections: ReadonlyArray<{ id: number; sectionType: SectionType; content: { text: string } }>;
}

/** A text section's paragraphs: a blank line (possibly holding spaces) starts a new one. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// Typography for administrator-written HTML (the site has no typography plugin).
const PROSE =
  "max-w-3xl text-lg leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:mt-2 [&_figcaption]:text-base [&_figcaption]:text-slate-600 [&_figure]:mt-6 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-slate-900 [&_table]:mt-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 break-words";

/**
 * The body of a managed page as the public site shows it at /{slug} (docs/product.md, 4.4): the
 * hero with the title and the meta description, then the sections in order (text as paragraphs,
 * HTML as is, JSON not shown, empty ones skipped), or "This page has no content yet.".
 * The public page and the editor's History preview both draw pages with it.
 */
export function CmsPageContent({ title, metaDescription, sections }: CmsPageContentProps) {
  const visible = sections.filter((s) => s.sectionType !== "json" && s.content.text.trim() !== "");
  return (
    <>
      <PageHero title={title} lead={metaDescription ?? undefined} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {visible.length === 0 ? (
          <p className="text-lg text-slate-600">This page has no content yet.</p>
        ) : (
          <div className="grid gap-10">
            {visible.map((section) =>
              section.sectionType === "text" ? (
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
              ),
            )}
          </div>
        )}
      </div>
    </>
  );
}
