import { OPENING_HOURS, TIME_ZONE_LABEL } from "~/content/hours";

/** The weekly opening hours in Guam time, one line per group of days. */
export function OpeningHoursList({ className }: { className?: string }) {
  return (
    <dl className={["space-y-1.5", className].filter(Boolean).join(" ")}>
      {OPENING_HOURS.map((hours) => (
        <div key={hours.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-medium text-slate-900">{hours.label}</dt>
          <dd className={hours.opens ? "text-slate-700" : "text-slate-600"}>
            {hours.opens ? `${hours.display} ${TIME_ZONE_LABEL}` : hours.display}
          </dd>
        </div>
      ))}
    </dl>
  );
}
