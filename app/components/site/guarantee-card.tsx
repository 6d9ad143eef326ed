import { BadgeDollarSign, Headset, Lock, ShieldCheck, Target, Truck, Zap, type LucideIcon } from "lucide-react";
import type { GuaranteePoint } from "~/content/guarantee";

const ICONS: Record<GuaranteePoint["id"], LucideIcon> = {
  accuracy: Target,
  "fast-response": Zap,
  "best-pricing": BadgeDollarSign,
  "client-support": Headset,
  convenience: Truck,
  "secure-shopping": ShieldCheck,
  privacy: Lock,
};

/** One promise of the Xact Guarantee. */
export function GuaranteeCard({ point }: { point: GuaranteePoint }) {
  const Icon = ICONS[point.id];
  return (
    <li id={point.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{point.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{point.description}</p>
    </li>
  );
}
