import { useState, type ReactNode } from "react";
import { useWide } from "~/components/cms/editing/use-wide";
import { Tabs } from "~/components/ui/tabs";

/**
 * A page's form with its live preview (docs/product.md, "Every word is the owner's" and "Page
 * editor"): side by side from 1024 px, the preview sticky; below, two tabs, Edit and Preview.
 */
export function PreviewLayout({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  const wide = useWide();
  const [tab, setTab] = useState<"form" | "preview">("form");
  if (wide) {
    return (
      <main className="mx-auto grid max-w-[90rem] grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6 px-6 py-8">
        {form}
        <div className="sticky top-28 h-[calc(100vh-8rem)]">{preview}</div>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <Tabs
        label="Edit or preview"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: "form", label: "Edit", panel: form },
          { value: "preview", label: "Preview", panel: <div className="h-[75vh]">{preview}</div> },
        ]}
      />
    </main>
  );
}
