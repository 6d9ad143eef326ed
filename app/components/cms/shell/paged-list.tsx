import { useId } from "react";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

const count = new Intl.NumberFormat("en-US");

/** A list's search field; the caller searches as it is typed, and at once on Enter. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  className = "",
}: {
  /** Read by screen readers: what is searched. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  className?: string;
}) {
  const id = useId();
  return (
    <form role="search" className={className} onSubmit={(event) => (event.preventDefault(), onSubmit())}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
          maxLength={200}
        />
      </div>
    </form>
  );
}

/**
 * The line above a list's results: "12 images", "3 pages match "bay"", with ", showing 25-48"
 * when there is more than one page of them.
 */
export function listSummary({
  total,
  page,
  pageSize,
  shown,
  q,
  noun,
}: {
  total: number;
  page: number;
  pageSize: number;
  shown: number;
  q: string;
  noun: { one: string; many: string };
}): string {
  if (total === 0) return q ? `No ${noun.many} match "${q}".` : `No ${noun.many} yet.`;
  const pages = Math.ceil(total / pageSize);
  const first = (page - 1) * pageSize + 1;
  const what = total === 1 ? `1 ${noun.one}` : `${count.format(total)} ${noun.many}`;
  const matching = q ? ` ${total === 1 ? "matches" : "match"} "${q}"` : "";
  const range = pages > 1 ? `, showing ${count.format(first)}-${count.format(first + shown - 1)}` : "";
  return `${what}${matching}${range}`;
}

/** Previous, "Page 2 of 5", Next; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {count.format(page)} of {count.format(pages)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
