import { Link } from "react-router";
import { ArrowRight, Wrench } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatPublishedAt } from "~/lib/guam-time";
import { LINK_STATE_LABELS, type LinkDTO, type LinkState } from "~/domain/links";

const STATE_CLASSES: Record<LinkState, string> = {
  broken: "bg-red-100 text-red-900",
  redirected: "bg-amber-100 text-amber-900",
  unchecked: "bg-slate-100 text-slate-800",
  ok: "bg-emerald-100 text-emerald-900",
};

/** The state's name, and the answer's status when there was one. */
function State({ link }: { link: LinkDTO }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[link.state]}`}>
        {LINK_STATE_LABELS[link.state]}
      </span>
      {link.httpStatus !== null ? <span className="text-slate-600 tabular-nums">{link.httpStatus}</span> : null}
    </span>
  );
}

/** Where it leads: its address, with where a redirect sends it. */
function Address({ link }: { link: LinkDTO }) {
  const shown = link.href.startsWith("media:") ? `Library image #${link.href.slice(6)}` : link.href;
  return (
    <span className="block break-all">
      <span className="text-slate-900">{shown}</span>
      {link.kind === "image" ? <span className="ml-1.5 text-slate-600">(image)</span> : null}
      {link.target ? (
        <span className="mt-1 flex items-start gap-1 text-slate-700">
          <ArrowRight className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">leads to</span>
          {link.target}
        </span>
      ) : null}
    </span>
  );
}

/** The page that shows the link, in its language, opened in the editor. */
function PageName({ link }: { link: LinkDTO }) {
  return (
    <Link to={`/cms/pages/${link.pageId}`} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950">
      {link.pageTitle}
      {link.locale !== "en" ? <span className="ml-1 text-slate-600 no-underline">({link.locale})</span> : null}
    </Link>
  );
}

function Checked({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatPublishedAt(at)}</time> : <span className="text-slate-600">Not yet</span>;
}

interface ListProps {
  links: LinkDTO[];
  busyId: number | undefined;
  onFix: (link: LinkDTO) => void;
}

/** A redirected link's one-click fix: the page's save, writing where the link ends up. */
function Fix({ link, busyId, onFix }: Omit<ListProps, "links"> & { link: LinkDTO }) {
  if (link.state !== "redirected" || !link.target) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onFix(link)}
      disabled={busyId !== undefined}
      aria-label={`Fix ${link.href} on ${link.pageTitle}`}
    >
      <Wrench aria-hidden="true" />
      Fix
    </Button>
  );
}

/**
 * The links found, broken first: a table on a wide screen, a card each on a phone (only one of
 * the two is shown, so screen readers and the keyboard meet each once).
 */
export function LinkList({ links, busyId, onFix }: ListProps) {
  return (
    <>
      <table className="hidden w-full table-fixed rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200 lg:table">
        <caption className="sr-only">Links</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="w-[30%] px-4 py-3 font-medium">
              Link
            </th>
            <th scope="col" className="w-[18%] px-4 py-3 font-medium">
              Words
            </th>
            <th scope="col" className="w-[18%] px-4 py-3 font-medium">
              Page
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              State
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Checked
            </th>
            <th scope="col" className="w-24 px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <Address link={link} />
              </th>
              <td className="px-4 py-3 break-words text-slate-800">{link.text || <span className="text-slate-600">None</span>}</td>
              <td className="px-4 py-3">
                <PageName link={link} />
              </td>
              <td className="px-4 py-3">
                <State link={link} />
              </td>
              <td className="px-4 py-3 text-slate-700">
                <Checked at={link.checkedAt} />
              </td>
              <td className="px-4 py-2 text-right">
                <Fix link={link} busyId={busyId} onFix={onFix} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 lg:hidden" aria-label="Links">
        {links.map((link) => (
          <li key={link.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="text-sm">
              <Address link={link} />
            </div>
            <div className="mt-2 text-sm">
              <State link={link} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Words</dt>
              <dd className="break-words text-slate-800">{link.text || "None"}</dd>
              <dt className="text-slate-600">Page</dt>
              <dd>
                <PageName link={link} />
              </dd>
              <dt className="text-slate-600">Checked</dt>
              <dd className="text-slate-800">
                <Checked at={link.checkedAt} />
              </dd>
            </dl>
            {link.state === "redirected" && link.target ? (
              <div className="mt-3">
                <Fix link={link} busyId={busyId} onFix={onFix} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
