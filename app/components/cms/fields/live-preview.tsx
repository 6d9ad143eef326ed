import { useQueries } from "@tanstack/react-query";
import { definitionOf } from "~/content/pages/registry";
import { SETTINGS_PAGE } from "~/content/pages/settings";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/content/site-settings";
import { PAGE_VIEWS } from "~/components/site/views/registry";
import type { PageContent, PageDefinition } from "~/lib/fields/define";
import { valuesOf } from "~/lib/fields/values";
import { derivedDescription } from "~/domain/fields/description";
import type { PictureSource } from "~/lib/picture-markup";
import type { MediaDTO } from "~/domain/schemas/media";
import { mediaKeys } from "../media/media-api";
import { useSavedSettings } from "../settings/settings-api";
import { PreviewShell } from "./preview-frame";

type Sections = ReadonlyArray<{ sectionKey: string; sectionType: string; text: string }>;

/**
 * The page as visitors will see it, drawn by the public site's own components from the values in
 * the form, on every keystroke (docs/product.md, "Every word is the owner's"). It renders into a
 * sandboxed frame (no script runs in it, links lead nowhere) at a desktop's or a phone's width,
 * scaled to the space beside the form. The settings show the site's frame around the contact page.
 */
export default function LivePreview({ definition, sections, title }: { definition: PageDefinition; sections: Sections; title: string }) {
  const isSettings = definition.slug === SETTINGS_PAGE.slug;
  const saved = useSavedSettings({ enabled: !isSettings });
  const settings: SiteSettings = isSettings ? { ...DEFAULT_SETTINGS, values: valuesOf(SETTINGS_PAGE, sections) } : saved;
  // The settings are seen around a page: the contact page, with its own texts as they ship.
  const viewDefinition = isSettings ? definitionOf("contact") : definition;
  const View = viewDefinition ? PAGE_VIEWS[viewDefinition.slug] : undefined;
  const values = isSettings || !viewDefinition ? null : valuesOf(viewDefinition, sections);
  const images = useLibraryImages(definition, values);
  const content: PageContent | null =
    View && viewDefinition
      ? {
          values: values ?? valuesOf(viewDefinition, null),
          title,
          description: derivedDescription(viewDefinition, values ?? valuesOf(viewDefinition, null)),
          images,
          pageId: null,
          publishedAt: null,
          preview: null,
        }
      : null;

  return (
    <PreviewShell title={title} settings={settings}>
      {View && content ? <View content={content} /> : <p className="p-8 text-slate-700">This page has no preview.</p>}
    </PreviewShell>
  );
}

/** The pictures of the library images the image fields name (the server resolves them for the public page). */
function useLibraryImages(definition: PageDefinition, values: Record<string, unknown> | null): Record<string, PictureSource> {
  const chosen = values
    ? definition.fields.flatMap((field) => {
        const id = field.kind === "image" ? (values[field.key] as { mediaId: number | null }).mediaId : null;
        return id === null ? [] : [{ key: field.key, id }];
      })
    : [];
  const results = useQueries({ queries: chosen.map(({ id }) => ({ queryKey: mediaKeys.image(id) })) });
  const images: Record<string, PictureSource> = {};
  chosen.forEach(({ key }, index) => {
    const media = results[index]?.data as MediaDTO | undefined;
    if (media) images[key] = media;
  });
  return images;
}
