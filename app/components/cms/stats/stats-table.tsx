import { useId, useState } from "react";
import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { StatsRow, StatsTable as TableName } from "~/domain/schemas/stats";
import { downloadCsv, toCsv } from "./csv";
import { TABLE_INFO, formatCount, keyLabel } from "./labels";

/** Rows shown before "Show all". */
const FIRST_ROWS = 10;

/**
 * One table of the Statistics screen: each row's key, visitors and page views, a bar behind the
 * key for its share of the range's visitors (decorative: the figures are in the cells), the first
 * ten rows with a button for the rest, and the whole table as a CSV file.
 */
export function StatsTable({
  name,
  rows,
  totalVisitors,
  fileStem,
  footer,
}: {
  name: TableName;
  rows: StatsRow[];
  totalVisitors: number;
  fileStem: string;
  footer?: React.ReactNode;
}) {
  const info = TABLE_INFO[name];
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const download = () =>
    downloadCsv(
      `${fileStem}-${name}.csv`,
      toCsv(
        [info.column, "Visitors", "Page views"],
        rows.map((row) => [keyLabel(name, row.key), row.visitors, row.pageviews]),
      ),
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {info.title}
          </h3>
          <p className="text-sm text-slate-600">{info.note}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={download}
          disabled={rows.length === 0}
          aria-label={`Download ${info.title} as a spreadsheet (CSV file)`}
        >
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nothing in this range.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <caption className="sr-only">{`${info.title}: visitors and page views`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {info.column}
              </th>
              <th scope="col" className="w-20 py-2 pl-2 text-right font-medium sm:w-24">
                Visitors
              </th>
              <th scope="col" className="w-24 py-2 pl-2 text-right font-medium">
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const share = totalVisitors > 0 ? Math.min(1, row.visitors / totalVisitors) : 0;
              return (
                <tr key={row.key} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="relative py-1.5 pr-2 text-left font-normal text-slate-900">
                    <span
                      aria-hidden="true"
                      className="absolute inset-y-1 left-0 rounded bg-brand-100"
                      style={{ width: `${share * 100}%` }}
                    />
                    <span className="relative block truncate px-1.5" title={keyLabel(name, row.key)}>
                      {keyLabel(name, row.key)}
                    </span>
                  </th>
                  <td className="py-1.5 pl-2 text-right tabular-nums text-slate-900">{formatCount(row.visitors)}</td>
                  <td className="py-1.5 pl-2 text-right tabular-nums text-slate-700">{formatCount(row.pageviews)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows.length > FIRST_ROWS ? (
        <Button variant="ghost" size="sm" className="mt-2 self-start" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST_ROWS}` : `Show all ${rows.length}`}
        </Button>
      ) : null}
      {footer}
    </section>
  );
}
