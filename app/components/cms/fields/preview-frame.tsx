import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { SiteSettingsProvider } from "~/components/site/settings-context";
import { SiteFrame } from "~/components/site/site-frame";
import type { SiteSettings } from "~/content/site-settings";
import { guamYear } from "~/lib/guam-time";

const DEVICES = { desktop: { label: "Desktop", width: 1280 }, phone: { label: "Phone", width: 375 } } as const;
type Device = keyof typeof DEVICES;

/**
 * The frame of a live preview (docs/product.md, "Every word is the owner's" and "Blocks"): a
 * Desktop and a Phone width, and the page drawn by the public site's own components inside the
 * site's header and footer, in a sandboxed frame (no script runs in it, links lead nowhere)
 * scaled to the space it has.
 */
export function PreviewShell({ title, settings, children }: { title: string; settings: SiteSettings; children: ReactNode }) {
  const [device, setDevice] = useState<Device>("desktop");
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
      <ScaledFrame width={DEVICES[device].width} title={`Preview of ${title}`} label={`${DEVICES[device].label} preview`}>
        <SiteSettingsProvider settings={settings} year={guamYear(new Date())}>
          <SiteFrame>{children}</SiteFrame>
        </SiteSettingsProvider>
      </ScaledFrame>
    </section>
  );
}

/** A sandboxed frame of the admin area's own stylesheets, `width` pixels wide, scaled to fit its container. */
function ScaledFrame({ width, title, label, children }: { width: number; title: string; label: string; children: ReactNode }) {
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
      // Named by the width, not the page: a page's title is not the name of a form field.
      aria-label={label}
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
