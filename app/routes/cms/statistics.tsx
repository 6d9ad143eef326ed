import { useState } from "react";
import { useSearchParams } from "react-router";
import { BarChart3 } from "lucide-react";
import { adminTitle } from "./guard";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { GoalsSection } from "~/components/cms/stats/goals";
import { formatCount } from "~/components/cms/stats/labels";
import { RangeControls } from "~/components/cms/stats/range-controls";
import { describeRange, rangeFromParams } from "~/components/cms/stats/ranges";
import { useStats } from "~/components/cms/stats/stats-api";
import { StatsTable } from "~/components/cms/stats/stats-table";
import { StatsTotalsList } from "~/components/cms/stats/totals";
import { VisitorsChart } from "~/components/cms/stats/visitors-chart";
import { Skeleton } from "~/components/ui/skeleton";
import { localeOf } from "~/content/locales";
import { daysBetween } from "~/lib/guam-time";
import { STATS_TABLES } from "~/domain/schemas/stats";

export const meta = () => adminTitle("Statistics");

/**
 * Statistics (docs/product.md, 5.18): who read what, from where, in which language, counted
 * without cookies. The range and language live in the address; ranges are Guam days.
 */
export default function CmsStatistics() {
  const [params] = useSearchParams();
  // The day the screen opened: "today" must not move while it is open.
  const [now] = useState(() => Date.now());
  const choice = rangeFromParams(params, now);
  const { query } = choice;
  const stats = useStats(query);
  const days = daysBetween(query.from, query.to);
  const language = query.locale ? (localeOf(query.locale)?.name ?? query.locale) : "all languages";
  const fileStem = `statistics-${query.from}-to-${query.to}${query.locale ? `-${query.locale}` : ""}`;
  const report = stats.data;

  return (
    <>
      <ScreenHeader
        title="Statistics"
        description="What visitors read, where they come from and in which language: counted without cookies, in Guam time."
        backToDashboard
      />

      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
        {/* A new range or language gives a fresh form: a custom range's fields start from what is shown. */}
        <RangeControls key={params.toString()} choice={choice} />
        <p className="text-sm text-slate-700" role="status" aria-live="polite">
          {stats.isFetching ? "Loading the figures of " : "Showing "}
          <span className="font-semibold">{describeRange(query)}</span> ({days === 1 ? "1 day" : `${formatCount(days)} days`}), {language}.
        </p>

        {stats.isError ? (
          <LoadError text="The statistics could not be loaded." error={stats.error} onRetry={() => void stats.refetch()} />
        ) : !report ? (
          <div aria-hidden="true" className="space-y-4">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        ) : (
          <div className={`space-y-6 ${stats.isPlaceholderData ? "opacity-60" : ""}`}>
            <section aria-labelledby="stats-totals-heading">
              <h2 id="stats-totals-heading" className="sr-only">
                Totals
              </h2>
              <StatsTotalsList totals={report.totals} previous={report.previous} days={days} />
            </section>
            <p className="text-sm text-slate-600">
              {report.botsFiltered === 1 ? "1 page view from a bot was" : `${formatCount(report.botsFiltered)} page views from bots were`}{" "}
              left out.
            </p>
            {report.totals.pageviews === 0 ? (
              <EmptyState
                icon={BarChart3}
                title="No page views in this range"
                text="Page views appear here a second after visitors open a page of the site."
              />
            ) : (
              <>
                <VisitorsChart series={report.series} fileStem={fileStem} />
                <GoalsSection goals={report.goals} />
                <section aria-labelledby="stats-tables-heading">
                  <h2 id="stats-tables-heading" className="sr-only">
                    Tables
                  </h2>
                  <div className="grid gap-4 lg:grid-cols-2">
                    {STATS_TABLES.map((name) => (
                      <StatsTable
                        key={name}
                        name={name}
                        rows={report[name]}
                        totalVisitors={report.totals.visitors}
                        fileStem={fileStem}
                        footer={
                          name === "countries" ? (
                            <p className="mt-3 text-xs text-slate-600">
                              Countries:{" "}
                              <a className="underline hover:text-brand-800" href="https://db-ip.com">
                                IP Geolocation by DB-IP
                              </a>{" "}
                              (CC BY 4.0).
                            </p>
                          ) : undefined
                        }
                      />
                    ))}
                  </div>
                </section>
              </>
            )}
          </div>
        )}
      </main>
    </>
  );
}
