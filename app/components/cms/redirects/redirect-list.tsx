import { ArrowRight, Pencil, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatPublishedAt } from "~/lib/guam-time";
import type { RedirectDTO } from "~/domain/redirects";
import { STATUS_LABELS } from "./redirect-fields";

const count = new Intl.NumberFormat("en-US");
export const formatCount = (value: number) => count.format(value);

/** When it last sent someone on, in Guam time, or "Never". */
function LastUsed({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatPublishedAt(at)}</time> : <span className="text-slate-600">Never</span>;
}

/** Where it leads: its target, or that the address is gone. */
function Target({ redirect }: { redirect: RedirectDTO }) {
  return redirect.status === 410 ? <span className="text-slate-700">Gone (410)</span> : <span className="break-all">{redirect.to}</span>;
}

function Kind({ redirect }: { redirect: RedirectDTO }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{STATUS_LABELS[redirect.status].replace(/ \(\d+\)$/, "")}</span>
      <span className="text-slate-600">{redirect.status}</span>
      {redirect.automatic ? <Badge variant="info">Automatic</Badge> : null}
    </span>
  );
}

interface ListProps {
  redirects: RedirectDTO[];
  busyId: number | undefined;
  onEdit: (redirect: RedirectDTO) => void;
  onDelete: (redirect: RedirectDTO) => void;
}

function Actions({ redirect, busyId, onEdit, onDelete }: Omit<ListProps, "redirects"> & { redirect: RedirectDTO }) {
  return (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(redirect)}
        disabled={busyId === redirect.id}
        aria-label={`Edit ${redirect.from}`}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onDelete(redirect)}
        disabled={busyId === redirect.id}
        aria-label={`Delete ${redirect.from}`}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

/**
 * The redirects, in the order of their old addresses: a table on a wide screen, a card each on a
 * phone (only one of the two is shown, so screen readers and the keyboard meet each once).
 */
export function RedirectList({ redirects, busyId, onEdit, onDelete }: ListProps) {
  const sorted = [...redirects].sort((a, b) => a.from.localeCompare(b.from));
  const actions = { busyId, onEdit, onDelete };
  return (
    <>
      <table className="hidden w-full table-fixed rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200 lg:table">
        <caption className="sr-only">Redirects</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="w-[24%] px-4 py-3 font-medium">
              From
            </th>
            <th scope="col" className="w-[24%] px-4 py-3 font-medium">
              To
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Type
            </th>
            <th scope="col" className="w-16 px-4 py-3 text-right font-medium">
              Hits
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last used
            </th>
            <th scope="col" className="w-52 px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((redirect) => (
            <tr key={redirect.id} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-medium break-all text-slate-900">
                {redirect.from}
              </th>
              <td className="px-4 py-3 text-slate-900">
                <Target redirect={redirect} />
              </td>
              <td className="px-4 py-3 text-slate-800">
                <Kind redirect={redirect} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums text-slate-900">{formatCount(redirect.hits)}</td>
              <td className="px-4 py-3 text-slate-700">
                <LastUsed at={redirect.lastHitAt} />
              </td>
              <td className="px-4 py-2">
                <Actions redirect={redirect} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 lg:hidden" aria-label="Redirects">
        {sorted.map((redirect) => (
          <li key={redirect.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-semibold break-all text-slate-900">{redirect.from}</span>
              <ArrowRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">to</span>
              <Target redirect={redirect} />
            </p>
            <div className="mt-2 text-sm text-slate-800">
              <Kind redirect={redirect} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Hits</dt>
              <dd className="tabular-nums text-slate-900">{formatCount(redirect.hits)}</dd>
              <dt className="text-slate-600">Last used</dt>
              <dd className="text-slate-800">
                <LastUsed at={redirect.lastHitAt} />
              </dd>
            </dl>
            <div className="mt-3">
              <Actions redirect={redirect} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
