import { useId, useState, type ReactNode } from "react";
import { useWide } from "~/components/cms/editing/use-wide";
import { TabList, tabId, tabPanelId } from "~/components/ui/tabs";

const TABS = [
  { value: "form", label: "Edit" },
  { value: "preview", label: "Preview" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/**
 * A page's form with its live preview (docs/product.md, "Every word is the owner's" and "Page
 * editor"): side by side from 1024 px, the preview sticky; below, two tabs, Edit and Preview. The
 * form keeps its place in the tree either way, so a change of width (or the first render after
 * the server's) never draws it anew and nothing typed is lost.
 */
export function PreviewLayout({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  const wide = useWide();
  const [tab, setTab] = useState<Tab>("form");
  const baseId = useId();
  const panel = (value: Tab) =>
    wide ? {} : { role: "tabpanel", id: tabPanelId(baseId, value), "aria-labelledby": tabId(baseId, value), hidden: tab !== value };
  return (
    <main
      className={
        wide
          ? "mx-auto grid max-w-[90rem] grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6 px-6 py-8"
          : "mx-auto max-w-3xl px-4 py-6 sm:px-6"
      }
    >
      {wide ? null : <TabList label="Edit or preview" baseId={baseId} items={TABS} value={tab} onValueChange={setTab} />}
      <div {...panel("form")} className={wide ? "min-w-0" : "min-w-0 pt-4"}>
        {form}
      </div>
      <div {...panel("preview")} className={wide ? "sticky top-28 h-[calc(100vh-8rem)] min-w-0" : "h-[75vh] min-w-0 pt-4"}>
        {wide || tab === "preview" ? preview : null}
      </div>
    </main>
  );
}
