import { openingLines } from "~/content/site-settings";
import { useSettings } from "./settings-context";

/** The weekly opening hours in Guam time from the settings, one line per group of days with the same hours. */
export function OpeningHoursList({ className }: { className?: string }) {
  const { values, languages } = useSettings();
  return (
    <dl className={["grid grid-cols-1 gap-x-6 gap-y-1 min-[28rem]:grid-cols-[auto_1fr]", className].filter(Boolean).join(" ")}>
      {openingLines(values, languages.locale).map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-medium text-slate-900">{line.label}</dt>
          <dd className="mb-2 text-slate-700 min-[28rem]:mb-0">
            {line.opens ? `${line.display} ${values.hours_zone}` : line.display}
            {line.note ? <span className="block text-sm text-slate-600">{line.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
