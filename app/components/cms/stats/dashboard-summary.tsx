import { useState } from "react";
import { Link } from "react-router";
import { BarChart3 } from "lucide-react";
import { formatCount } from "./labels";
import { presetQuery } from "./ranges";
import { useStats } from "./stats-api";

/** The dashboard's one line of statistics: the last 7 days (in Guam) and a link to the screen (docs/product.md, 5.5). */
export function StatsSummary() {
  const [now] = useState(() => Date.now());
  const stats = useStats(presetQuery("7d", now));
  const totals = stats.data?.totals;
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
      aria-live="polite"
    >
      <BarChart3 aria-hidden="true" className="size-4 text-brand-700" />
      <span>
        Last 7 days:{" "}
        {totals ? (
          <>
            <span className="font-semibold text-slate-900">{formatCount(totals.visitors)}</span>{" "}
            {totals.visitors === 1 ? "visitor" : "visitors"},{" "}
            <span className="font-semibold text-slate-900">{formatCount(totals.pageviews)}</span>{" "}
            {totals.pageviews === 1 ? "page view" : "page views"}.
          </>
        ) : stats.isError ? (
          "the figures could not be loaded."
        ) : (
          "loading..."
        )}
      </span>
      <Link to="/cms/statistics" className="font-semibold text-brand-800 underline hover:text-brand-900">
        See the statistics
      </Link>
    </p>
  );
}
