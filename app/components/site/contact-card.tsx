import type { LucideIcon } from "lucide-react";

/** A card on /contact and /get-quote: icon, heading and whatever way of reaching us it holds. */
export function ContactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-2 min-w-0 text-slate-700">{children}</div>
    </li>
  );
}
