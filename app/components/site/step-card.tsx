/** One numbered step of a list of steps (the home page's, a steps block's): its number in a circle, its title and its words. */
export function StepCard({ number, title, text }: { number: number; title: string; text: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-base font-bold text-white">{number}</span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      {text ? <p className="mt-2 text-slate-600">{text}</p> : null}
    </li>
  );
}
