import { OPENING_HOURS, TIME_ZONE_LABEL } from "~/content/hours";

/** The weekly opening hours in Guam time, one line per group of days. */
export function OpeningHoursList({ className }: { className?: string }) {
  return (
    <dl className={["grid grid-cols-1 gap-x-6 gap-y-1 min-[28rem]:grid-cols-[auto_1fr]", className].filter(Boolean).join(" ")}>
      {OPENING_HOURS.map((hours) => (
        <div key={hours.label} className="contents">
          <dt className="font-medium text-slate-900">{hours.label}</dt>
          <dd className="mb-2 text-slate-700 min-[28rem]:mb-0">{hours.opens ? `${hours.display} ${TIME_ZONE_LABEL}` : hours.display}</dd>
        </div>
      ))}
    </dl>
  );
}
