import { CreditCard, FileText, Languages, MailCheck, Send, Calculator, type LucideIcon } from "lucide-react";
import type { OrderStep } from "~/content/steps";

const STEP_ICONS: Record<OrderStep["anchor"], LucideIcon> = {
  choose_your_language: Languages,
  describe_your_project: FileText,
  we_will_quote_you: Calculator,
  send_us_your_material: Send,
  securelypayonline: CreditCard,
  wewildeliveryourtranslation: MailCheck,
};

/** One of the six ordering steps on /how-it-works; its anchor is the id the site links to. */
export function HowItWorksStep({ step, number }: { step: OrderStep; number: number }) {
  const Icon = STEP_ICONS[step.anchor];
  return (
    <li id={step.anchor} className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Icon className="size-6" aria-hidden />
        </span>
        <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Step {number}</span>
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{step.title}</h2>
      <p className="mt-2 font-medium text-slate-700">{step.summary}</p>
      <p className="mt-3 leading-relaxed text-slate-600">{step.description}</p>
    </li>
  );
}
