import { Calculator, CreditCard, FileText, Languages, ListChecks, MailCheck, Send, type LucideIcon } from "lucide-react";
import type { HOW_IT_WORKS_PAGE } from "~/content/pages/how-it-works";
import type { FieldValues } from "~/lib/fields/define";

export type OrderStep = FieldValues<typeof HOW_IT_WORKS_PAGE.fields>["steps"][number];

/** A step's icon by its anchor; a checklist for a step of the owner's own. */
const STEP_ICONS: Record<string, LucideIcon> = {
  choose_your_language: Languages,
  describe_your_project: FileText,
  we_will_quote_you: Calculator,
  send_us_your_material: Send,
  securelypayonline: CreditCard,
  wewildeliveryourtranslation: MailCheck,
};

/**
 * One of the ordering steps on /how-it-works. `id` is its anchor made a safe, unique id
 * (field-values.ts, anchorIds): the id the site links to. `word` comes before the number ("Step").
 */
export function HowItWorksStep({ step, id, number, word }: { step: OrderStep; id: string; number: number; word: string }) {
  const Icon = STEP_ICONS[id] ?? ListChecks;
  return (
    <li id={id} className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Icon className="size-6" aria-hidden />
        </span>
        {/* The word and the number apart: the word is the owner's, the number the list's. */}
        <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {word ? `${word} ` : null}
          <span>{number}</span>
        </span>
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{step.title}</h2>
      <p className="mt-2 font-medium text-slate-700">{step.summary}</p>
      <p className="mt-3 leading-relaxed text-slate-600">{step.description}</p>
    </li>
  );
}
