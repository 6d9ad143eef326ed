import { useId } from "react";
import type { GoalsRow, StatsGoals } from "~/domain/schemas/stats";
import { formatCount, formatPercent, keyLabel } from "./labels";

/** Rows shown per goals table: the top ones (the API gives up to 100). */
const SHOWN_ROWS = 10;

const TABLES = [
  { field: "byPage", title: "Goals by page", column: "Page", table: "pages" },
  { field: "byReferrer", title: "Goals by referrer", column: "Referrer", table: "referrers" },
  { field: "byCampaign", title: "Goals by campaign", column: "Campaign", table: "campaigns" },
] as const;

/**
 * The range's goals (docs/product.md, 5.18, "Goals"): calls and e-mails (clicks on the site's
 * phone numbers and e-mail addresses), visits to the quote and contact pages, the share of visits
 * that reached one, and where they came from.
 */
export function GoalsSection({ goals }: { goals: StatsGoals }) {
  const figures = [
    { label: "Calls", value: formatCount(goals.calls), note: "Clicks on a phone number" },
    { label: "E-mails", value: formatCount(goals.emails), note: "Clicks on an e-mail address" },
    { label: "Quote visits", value: formatCount(goals.quoteVisits), note: "Visits to Get a quote or Contact" },
    { label: "Conversion rate", value: formatPercent(goals.conversionRate), note: "Visits that reached a goal" },
  ];
  return (
    <section aria-labelledby="stats-goals-heading" className="space-y-4">
      <h2 id="stats-goals-heading" className="text-xl font-semibold text-slate-900">
        Goals
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ label, value, note }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-600">
              {label}
              <span className="block text-xs font-normal">{note}</span>
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        {TABLES.map(({ field, title, column, table }) => (
          <GoalsTable key={field} title={title} column={column} rows={goals[field]} label={(key) => keyLabel(table, key)} />
        ))}
      </div>
    </section>
  );
}

function GoalsTable({ title, column, rows, label }: { title: string; column: string; rows: GoalsRow[]; label: (key: string) => string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No goals in this range.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <caption className="sr-only">{`${title}: calls, e-mails and quote visits`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {column}
              </th>
              <th scope="col" className="w-14 py-2 pl-1 text-right font-medium">
                Calls
              </th>
              <th scope="col" className="w-16 py-2 pl-1 text-right font-medium">
                E-mails
              </th>
              <th scope="col" className="w-16 py-2 pl-1 text-right font-medium">
                Quotes
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-900">
                  <span className="block wrap-anywhere">{label(row.key)}</span>
                </th>
                <td className="py-1.5 pl-1 text-right tabular-nums text-slate-900">{formatCount(row.calls)}</td>
                <td className="py-1.5 pl-1 text-right tabular-nums text-slate-900">{formatCount(row.emails)}</td>
                <td className="py-1.5 pl-1 text-right tabular-nums text-slate-900">{formatCount(row.quoteVisits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
