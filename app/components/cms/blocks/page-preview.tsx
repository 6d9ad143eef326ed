import { useDeferredValue } from "react";
import { useQueries } from "@tanstack/react-query";
import { CmsPageContent } from "~/components/site/cms-page-content";
import type { EditorSection } from "~/components/cms/editing/editor-state";
import { PreviewShell } from "~/components/cms/fields/preview-frame";
import { mediaKeys } from "~/components/cms/media/media-api";
import { useSavedSettings } from "~/components/cms/settings/settings-api";
import { LANGUAGES_PAGE } from "~/content/pages/languages";
import { blockImageIds } from "~/domain/blocks";
import type { MediaDTO } from "~/domain/schemas/media";
import { valuesOf } from "~/lib/fields/values";
import type { PictureSource } from "~/lib/picture-markup";

/** The Languages page's list as it ships: what a language list block shows in the preview. */
const LANGUAGES = valuesOf(LANGUAGES_PAGE, null).popular_languages;

/**
 * An owner's page as visitors will see it (docs/product.md, "Blocks"): its blocks and sections in
 * order, drawn by the public page's own component from the editor's words as they are now, in the
 * site's header and footer, at a desktop's or a phone's width. The words are drawn a moment after
 * each keystroke (a deferred value), so typing in a long page stays instant.
 */
export default function PagePreview({
  title,
  metaDescription,
  sections,
}: {
  title: string;
  metaDescription: string;
  sections: readonly EditorSection[];
}) {
  const shown = useDeferredValue(sections);
  const settings = useSavedSettings();
  const content = shown.map((section, index) => ({ id: index + 1, sectionType: section.sectionType, content: { text: section.text } }));
  const images = useBlockImages(content);
  return (
    <PreviewShell title={title || "this page"} settings={settings}>
      <CmsPageContent
        title={title}
        metaDescription={metaDescription.trim() === "" ? null : metaDescription}
        sections={content}
        images={images}
        languages={LANGUAGES}
      />
    </PreviewShell>
  );
}

/** The pictures of the library images the blocks show, by media id (the server resolves them for the public page). */
function useBlockImages(sections: ReadonlyArray<{ sectionType: string; content: { text: string } }>): Record<string, PictureSource> {
  const ids = blockImageIds(sections);
  const results = useQueries({ queries: ids.map((id) => ({ queryKey: mediaKeys.image(id) })) });
  const images: Record<string, PictureSource> = {};
  ids.forEach((id, index) => {
    const media = results[index]?.data as MediaDTO | undefined;
    if (media) images[id] = media;
  });
  return images;
}
