/**
 * The visitors and page views chart: uPlot (docs/decisions/014-visitor-statistics.md), loaded
 * only by the Statistics screen (visitors-chart.tsx imports this module on demand). Decorative
 * for assistive technology: the same figures are in the table beside it.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export const SERIES_COLORS = { visitors: "#1d4ed8", pageviews: "#c2410c" } as const;

const DAY = 24 * 60 * 60;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
/** Ticks a whole number of days apart: a day, a week, a month... */
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365].map((days) => days * DAY);
const tickLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });

export default function ChartCanvas({ series }: { series: Array<{ date: string; visitors: number; pageviews: number }> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((point) => dayOf(point.date)),
      series.map((point) => point.visitors),
      series.map((point) => point.pageviews),
    ];
    const size = () => ({ width: Math.max(200, element.clientWidth), height: element.clientWidth < 500 ? 200 : 260 });
    const chart = new uPlot(
      {
        ...size(),
        // Days are Guam dates, placed at UTC midnight: label them in UTC so every browser shows the same day.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // One day (Today) still gets a span to be drawn in.
          x: { time: true, range: (_u, min, max) => (min === max ? [min - DAY / 2, max + DAY / 2] : [min, max]) },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        },
        axes: [
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            ticks: { stroke: "#e2e8f0" },
            incrs: DAY_STEPS,
            space: 56,
            values: (_u, splits) => splits.map((ts) => tickLabel.format(new Date(ts * 1000))),
          },
          { stroke: "#475569", grid: { stroke: "#e2e8f0" }, ticks: { stroke: "#e2e8f0" }, size: 48 },
        ],
        series: [
          {},
          {
            label: "Visitors",
            stroke: SERIES_COLORS.visitors,
            width: 2,
            fill: "rgba(29, 78, 216, 0.08)",
            points: { show: series.length <= 31 },
          },
          { label: "Page views", stroke: SERIES_COLORS.pageviews, width: 2, points: { show: series.length <= 31 } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize(size()));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);
  return <div ref={box} className="w-full" />;
}
