import { useSearchParams } from "react-router";

/**
 * A paged, searchable list's page and search (the dashboard's pages, the media library), kept in
 * the address so Back, reload and shared links keep them.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const q = params.get("q") ?? "";
  const update = (next: { page?: number; q?: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const nextQ = next.q ?? q;
        const nextPage = next.page ?? page;
        if (nextQ) out.set("q", nextQ);
        else out.delete("q");
        if (nextPage > 1) out.set("page", String(nextPage));
        else out.delete("page");
        return out;
      },
      { replace: next.q !== undefined, preventScrollReset: true },
    );
  return { page, q, update };
}
