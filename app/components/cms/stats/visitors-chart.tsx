import { Suspense, lazy, useId } from "react";
import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import type { StatsReport } from "~/domain/schemas/stats";
import { downloadCsv, toCsv } from "./csv";
import { formatCount } from "./labels";
import { formatDay } from "./ranges";

// The chart library is downloaded by this screen only, after its figures are on screen.
const ChartCanvas = lazy(() => import("./chart-canvas"));

/** The legend's colours (chart-canvas.tsx SERIES_COLORS), repeated here so the legend needs no chart code. */
const LEGEND = [
  { label: "Visitors", color: "#1d4ed8" },
  { label: "Page views", color: "#c2410c" },
];

/**
 * Visitors and page views by day: the chart (hidden from assistive technology) and the very
 * same figures as a table, in a box that scrolls, with a CSV file of them. A single day has no
 * line to draw: the table alone shows it.
 */
export function VisitorsChart({ series, fileStem }: { series: StatsReport["series"]; fileStem: string }) {
  const headingId = useId();
  const download = () =>
    downloadCsv(
      `${fileStem}-by-day.csv`,
      toCsv(
        ["Date", "Visitors", "Page views"],
        series.map((point) => [point.date, point.visitors, point.pageviews]),
      ),
    );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Visitors and page views by day
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <ul className="flex gap-3 text-sm text-slate-700" aria-hidden="true">
            {LEGEND.map(({ label, color }) => (
              <li key={label} className="flex items-center gap-1.5">
                <span className="inline-block h-1 w-4 rounded" style={{ backgroundColor: color }} />
                {label}
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            onClick={download}
            aria-label="Download visitors and page views by day as a spreadsheet (CSV file)"
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </div>
      <div className={`mt-3 grid gap-4 ${series.length > 1 ? "lg:grid-cols-[1fr_16rem]" : ""}`}>
        {series.length > 1 ? (
          <div aria-hidden="true" className="min-w-0" data-chart="">
            <Suspense fallback={<Skeleton className="h-[200px] w-full sm:h-[260px]" />}>
              <ChartCanvas series={series} />
            </Suspense>
          </div>
        ) : null}
        <div
          className="max-h-64 overflow-y-auto rounded-lg border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Visitors and page views by day, as a table"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Visitors and page views by day</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr className="text-left text-slate-600">
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Day
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Visitors
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {[...series].reverse().map((point) => (
                <tr key={point.date} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap text-slate-900">
                    {formatDay(point.date)}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{formatCount(point.visitors)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{formatCount(point.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
