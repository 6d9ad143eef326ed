import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useQueries } from "@tanstack/react-query";
import { definitionOf } from "~/content/pages/registry";
import { SETTINGS_PAGE } from "~/content/pages/settings";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/content/site-settings";
import { SiteSettingsProvider } from "~/components/site/settings-context";
import { SiteFrame } from "~/components/site/site-frame";
import { PAGE_VIEWS } from "~/components/site/views/registry";
import type { PageContent, PageDefinition } from "~/lib/fields/define";
import { valuesOf } from "~/lib/fields/values";
import { derivedDescription } from "~/domain/fields/description";
import { guamYear } from "~/lib/guam-time";
import type { PictureSource } from "~/lib/picture-markup";
import type { MediaDTO } from "~/domain/schemas/media";
import { mediaKeys } from "../media/media-api";
import { useSettingsRecord } from "../settings/settings-api";

type Sections = ReadonlyArray<{ sectionKey: string; sectionType: string; text: string }>;

const DEVICES = { desktop: { label: "Desktop", width: 1280 }, phone: { label: "Phone", width: 375 } } as const;
type Device = keyof typeof DEVICES;

/**
 * The page as visitors will see it, drawn by the public site's own components from the values in
 * the form, on every keystroke (docs/product.md, "Every word is the owner's"). It renders into a
 * sandboxed frame (no script runs in it, links lead nowhere) at a desktop's or a phone's width,
 * scaled to the space beside the form. The settings show the site's frame around the contact page.
 */
export default function LivePreview({ definition, sections, title }: { definition: PageDefinition; sections: Sections; title: string }) {
  const [device, setDevice] = useState<Device>("desktop");
  const isSettings = definition.slug === SETTINGS_PAGE.slug;
  const saved = useSettingsRecord({ enabled: !isSettings });
  const settings: SiteSettings = isSettings
    ? { ...DEFAULT_SETTINGS, values: valuesOf(SETTINGS_PAGE, sections) }
    : saved.data
      ? { ...DEFAULT_SETTINGS, values: saved.data.values }
      : DEFAULT_SETTINGS;
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
    <section aria-label="Live preview" className="flex h-full min-h-0 flex-col rounded-xl border border-slate-200 bg-slate-100">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <p className="text-sm font-medium text-slate-800">Preview</p>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(DEVICES) as Device[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={device === key}
              onClick={() => setDevice(key)}
              className="rounded-md px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {DEVICES[key].label}
            </button>
          ))}
        </div>
      </div>
      <ScaledFrame width={DEVICES[device].width} title={`Preview of ${title}`}>
        <SiteSettingsProvider settings={settings} year={guamYear(new Date())}>
          <SiteFrame>
            {View && content ? <View content={content} /> : <p className="p-8 text-slate-700">This page has no preview.</p>}
          </SiteFrame>
        </SiteSettingsProvider>
      </ScaledFrame>
    </section>
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

/** A sandboxed frame of the admin area's own stylesheets, `width` pixels wide, scaled to fit its container. */
function ScaledFrame({ width, title, children }: { width: number; title: string; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(800);

  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = "en";
    for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style')) doc.head.appendChild(sheet.cloneNode(true));
    doc.body.className = "bg-white text-slate-800 antialiased";
    // A link in the preview leads nowhere: the owner is editing, not browsing.
    doc.addEventListener("click", (event) => event.preventDefault(), true);
    doc.addEventListener("submit", (event) => event.preventDefault(), true);
    setBody(doc.body);
  }, []);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const fit = () => setScale(Math.min(1, container.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    if (!body) return;
    const measure = () => setHeight(Math.max(400, body.scrollHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [body]);

  return (
    // Scrolled by keyboard too: the frame itself takes no focus.
    <div
      ref={box}
      role="region"
      tabIndex={0}
      aria-label={title}
      className="min-h-0 flex-1 overflow-auto p-3 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
    >
      <div style={{ width: width * scale, height: height * scale }} className="mx-auto overflow-hidden rounded-md bg-white shadow">
        <iframe
          ref={frame}
          title={title}
          sandbox="allow-same-origin"
          // A picture of the page, not a second site to use: out of the tab order and the pointer's way.
          tabIndex={-1}
          inert
          style={{ width, height, transform: `scale(${scale})`, transformOrigin: "top left", border: 0, pointerEvents: "none" }}
        />
      </div>
      {body ? createPortal(children, body) : null}
    </div>
  );
}
