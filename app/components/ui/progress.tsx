/**
 * A progress bar (role="progressbar" with its value from 0 to 100). `label` names it for screen
 * readers; `valueText` says the value in words when a bare percentage would mislead.
 */
export function Progress({
  value,
  label,
  valueText,
  tone = "brand",
  className = "",
}: {
  value: number;
  label: string;
  valueText?: string;
  tone?: "brand" | "success" | "danger";
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const bar = tone === "success" ? "bg-emerald-600" : tone === "danger" ? "bg-red-600" : "bg-brand-700";
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className={`h-full rounded-full transition-[width] duration-200 ${bar}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
