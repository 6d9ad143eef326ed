import { CornerDownRight } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatPublishedAt } from "~/lib/guam-time";
import { type NotFoundDTO, redirectKey } from "~/domain/redirects";
import { formatCount } from "./redirect-list";

interface Props {
  rows: NotFoundDTO[];
  /** The old addresses that have a redirect already (their redirect keys). */
  redirected: ReadonlySet<string>;
  onRedirect: (path: string) => void;
}

function Action({ row, redirected, onRedirect }: Omit<Props, "rows"> & { row: NotFoundDTO }) {
  if (redirected.has(redirectKey(row.path) ?? row.path)) return <Badge variant="success">Redirected</Badge>;
  return (
    <Button variant="outline" size="sm" onClick={() => onRedirect(row.path)} aria-label={`Redirect it: ${row.path}`}>
      <CornerDownRight aria-hidden="true" />
      Redirect it
    </Button>
  );
}

const Referrer = ({ host }: { host: string | null }) =>
  host ? <span className="break-all">{host}</span> : <span className="text-slate-600">None</span>;

/**
 * The addresses that answered "Page not found" in the last 30 days, most asked for first: a table
 * on a wide screen, a card each on a phone. "Redirect it" starts a redirect from one.
 */
export function MissingPages({ rows, redirected, onRedirect }: Props) {
  const action = { redirected, onRedirect };
  return (
    <>
      <table className="hidden w-full table-fixed rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200 lg:table">
        <caption className="sr-only">Missing pages in the last 30 days</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="w-[34%] px-4 py-3 font-medium">
              Address
            </th>
            <th scope="col" className="w-16 px-4 py-3 text-right font-medium">
              Hits
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last seen
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Top referrer
            </th>
            <th scope="col" className="w-40 px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-medium break-all text-slate-900">
                {row.path}
              </th>
              <td className="px-4 py-3 text-right tabular-nums text-slate-900">{formatCount(row.hits)}</td>
              <td className="px-4 py-3 text-slate-700">
                <time dateTime={row.lastAt}>{formatPublishedAt(row.lastAt)}</time>
              </td>
              <td className="px-4 py-3 text-slate-800">
                <Referrer host={row.topReferrer} />
              </td>
              <td className="px-4 py-2 text-right">
                <Action row={row} {...action} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 lg:hidden" aria-label="Missing pages">
        {rows.map((row) => (
          <li key={row.path} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-semibold break-all text-slate-900">{row.path}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Hits</dt>
              <dd className="tabular-nums text-slate-900">{formatCount(row.hits)}</dd>
              <dt className="text-slate-600">Last seen</dt>
              <dd className="text-slate-800">
                <time dateTime={row.lastAt}>{formatPublishedAt(row.lastAt)}</time>
              </dd>
              <dt className="text-slate-600">Top referrer</dt>
              <dd className="text-slate-800">
                <Referrer host={row.topReferrer} />
              </dd>
            </dl>
            <div className="mt-3">
              <Action row={row} {...action} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
