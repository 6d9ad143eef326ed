import { BadgeCheck, BadgeDollarSign, Headset, Lock, ShieldCheck, Target, Truck, Zap, type LucideIcon } from "lucide-react";
import type { XACT_GUARANTEE_PAGE } from "~/content/pages/xact-guarantee";
import type { FieldValues } from "~/lib/fields/define";

export type GuaranteePoint = FieldValues<typeof XACT_GUARANTEE_PAGE.fields>["promises"][number];

/** A promise's icon by its anchor; a badge for a promise of the owner's own. */
const ICONS: Record<string, LucideIcon> = {
  accuracy: Target,
  "fast-response": Zap,
  "best-pricing": BadgeDollarSign,
  "client-support": Headset,
  convenience: Truck,
  "secure-shopping": ShieldCheck,
  privacy: Lock,
};

/** One promise of the Xact Guarantee; `id` is its anchor made a safe, unique id (field-values.ts, anchorIds). */
export function GuaranteeCard({ point, id }: { point: GuaranteePoint; id: string }) {
  const Icon = ICONS[id] ?? BadgeCheck;
  return (
    <li id={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{point.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{point.text}</p>
    </li>
  );
}
