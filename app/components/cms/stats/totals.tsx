import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import type { StatsTotals } from "~/domain/schemas/stats";
import { formatCount, formatPercent, formatSeconds } from "./labels";

interface Figure {
  label: string;
  value: (totals: StatsTotals) => number;
  format: (value: number) => string;
  /** How a change reads: a share changes by points, counts and lengths by a percentage. */
  points?: boolean;
  /** What the figure means, in a few words, where its name alone does not say. */
  note?: string;
}

const FIGURES: Figure[] = [
  { label: "Visitors", value: (t) => t.visitors, format: formatCount },
  { label: "Visits", value: (t) => t.visits, format: formatCount },
  { label: "Page views", value: (t) => t.pageviews, format: formatCount },
  { label: "Bounce rate", value: (t) => t.bounceRate, format: formatPercent, points: true, note: "Visits that saw one page only" },
  { label: "Visit length", value: (t) => t.visitSeconds, format: formatSeconds },
];

/** The change from the previous period, in words ("up 12%", "down 3 points", "no change", "new"). */
export function describeChange(current: number, previous: number, points = false): { text: string; direction: "up" | "down" | "same" } {
  if (points) {
    const diff = Math.round((current - previous) * 1000) / 10;
    if (diff === 0) return { text: "no change", direction: "same" };
    return { text: `${diff > 0 ? "up" : "down"} ${Math.abs(diff)} points`, direction: diff > 0 ? "up" : "down" };
  }
  if (current === previous) return { text: "no change", direction: "same" };
  if (previous === 0) return { text: "new", direction: "up" };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0)
    return { text: current > previous ? "up less than 1%" : "down less than 1%", direction: current > previous ? "up" : "down" };
  return { text: `${percent > 0 ? "up" : "down"} ${Math.abs(percent)}%`, direction: percent > 0 ? "up" : "down" };
}

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, same: Minus };

/** The range's totals, each with its change from the period of the same length before it. */
export function StatsTotalsList({ totals, previous, days }: { totals: StatsTotals; previous: StatsTotals; days: number }) {
  const period = days === 1 ? "the day before" : `the ${days} days before`;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {FIGURES.map(({ label, value, format, points, note }) => {
        const change = describeChange(value(totals), value(previous), points);
        const Icon = ICONS[change.direction];
        return (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-600">
              {label}
              {note ? <span className="block text-xs font-normal">{note}</span> : null}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{format(value(totals))}</dd>
            <dd className="mt-1 flex items-center gap-1 text-xs text-slate-600">
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              <span>
                {change.text} <span className="sr-only">compared with {period}</span>
                <span aria-hidden="true">vs. {days === 1 ? "day before" : "previous"}</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
