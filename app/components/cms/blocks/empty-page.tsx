import type { ReactNode } from "react";
import { FilePlus2 } from "lucide-react";
import { TEMPLATES, type PageTemplate } from "~/content/templates";

/**
 * A page without content yet: start from a template (its blocks, with sample words to replace),
 * or add the first block or section (`children`) (docs/product.md, "Blocks", Templates).
 */
export function EmptyPage({ onTemplate, children }: { onTemplate: (template: PageTemplate) => void; children: ReactNode }) {
  const templates = TEMPLATES.filter((template) => template.blocks.length > 0);
  return (
    <div className="rounded-lg border-2 border-dashed border-slate-300 px-6 py-8">
      <div className="text-center">
        <FilePlus2 className="mx-auto size-9 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-900">No content sections yet</p>
        <p className="mt-1 text-sm text-slate-600">Start from a template, or build the page block by block.</p>
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3" aria-label="Templates">
        {templates.map((template) => (
          <li key={template.id} className="flex">
            <button
              type="button"
              onClick={() => onTemplate(template)}
              className="flex w-full flex-col items-start justify-start rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              <span className="block font-semibold text-slate-900">{template.label}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{template.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
