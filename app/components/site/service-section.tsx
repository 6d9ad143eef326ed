import { Briefcase, Check, Factory, FileText, Heart, Megaphone, MessageSquareText, Monitor, Scale, type LucideIcon } from "lucide-react";
import type { SERVICES_PAGE } from "~/content/pages/services";
import type { FieldValues } from "~/lib/fields/define";

export type ServiceCategory = FieldValues<typeof SERVICES_PAGE.fields>["categories"][number];

/** A category's icon by its anchor; a speech bubble for a category of the owner's own. */
const SERVICE_ICONS: Record<string, LucideIcon> = {
  marketing: Megaphone,
  documents: FileText,
  business: Briefcase,
  legal: Scale,
  digital: Monitor,
  manufacturing: Factory,
  personal: Heart,
};

/**
 * One anchored category on /services: heading, description and the materials we translate.
 * `id` is the category's anchor made a safe, unique id (field-values.ts, anchorIds); the heading
 * is `{id}-heading`.
 */
export function ServiceSection({ category, id, examplesTitle }: { category: ServiceCategory; id: string; examplesTitle: string }) {
  const Icon = SERVICE_ICONS[id] ?? MessageSquareText;
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10"
    >
      <div>
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 id={headingId} className="mt-4 text-2xl font-bold text-slate-900">
          {category.title}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{category.description}</p>
      </div>
      {category.examples.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{examplesTitle}</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {category.examples.map((example, index) => (
              <li key={index} className="flex items-start gap-2 text-slate-700">
                <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
                <span>{example}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
