/**
 * What the admin screens keep of pages and of everything a page change alters (its translations'
 * states, its versions, the settings record, the trash), and the one refresh after a change.
 * Every mutation that writes a page goes through `usePageMutation`, so no screen lists by hand
 * which queries a page change makes stale (bulletproof-react's features/x/api habit, with the
 * keys held beneath every feature so that none has to import another to refresh it).
 */
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from "@tanstack/react-query";
import type { PageDTO } from "~/domain/schemas/pages";

const PAGES = "/api/cms/pages";

export const pageKeys = {
  /** Every list of pages (the dashboard's searches and pages): invalidated after a save or delete. */
  lists: ["page-list"] as const,
  list: (params: { page: number; q: string; kind?: "site" }) => ["page-list", params] as const,
  /** Every page at once (GET /api/cms/pages without paging): what a choice among the owner's pages offers. */
  all: [PAGES] as const,
  /** One page with its sections; its versions' keys start with it. */
  page: (id: number) => [PAGES, id] as const,
};

export const revisionKeys = {
  /** A page's revisions, newest first: invalidated after a save or a restore of that page. */
  list: (pageId: number) => [...pageKeys.page(pageId), "revisions"] as const,
  /** One revision with the page as it was saved; it never changes. */
  one: (pageId: number, revisionId: number) => [...pageKeys.page(pageId), "revisions", revisionId] as const,
};

export const translationKeys = {
  languages: ["/api/cms/languages"] as const,
  /** Every query about translations: invalidated after a translation is created, saved or marked. */
  all: ["translations"] as const,
  ofPage: (pageId: number) => ["translations", "page", pageId] as const,
  source: (translationId: number) => ["translations", "source", translationId] as const,
  overview: (locale: string) => ["translations", "overview", locale] as const,
  /** Visitors by preferred language beside the translations they miss (GET /api/cms/stats/language-demand). */
  demand: ["translations", "demand"] as const,
};

export const settingsKeys = {
  /** The settings record (GET /api/cms/settings, through the default query function); a page too. */
  record: ["/api/cms/settings"] as const,
};

export const trashKeys = {
  /** The pages in the trash (the dashboard's count too): invalidated after a delete, a restore or a delete for ever. */
  all: ["/api/cms/trash"] as const,
};

/** What changed: one page (its saved state when the answer carries it), or pages in general (an import, the trash). */
export type PageChange = { page?: PageDTO; pageId?: number; removedId?: number };

/** The changed page's own entry: its saved state at once, or gone when the page is. */
function keepChangedPage(queryClient: QueryClient, change: PageChange) {
  if (change.page) queryClient.setQueryData(pageKeys.page(change.page.id), change.page);
  if (change.removedId !== undefined) queryClient.removeQueries({ queryKey: pageKeys.page(change.removedId) });
}

/**
 * After any page change, every view derived from pages is asked again. A save changes translation
 * states (its own, or those of an English page's translations) and adds a version; it may change
 * the settings record (a page too, which feeds every built-in page's preview); a delete or restore
 * moves a page in or out of the trash.
 */
export function refreshAfterPageChange(queryClient: QueryClient, change: PageChange = {}) {
  keepChangedPage(queryClient, change);
  return askDerivedViewsAgain(queryClient, pageIdOf(change));
}

function askDerivedViewsAgain(queryClient: QueryClient, pageId: number | undefined) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pageKeys.lists }),
    queryClient.invalidateQueries({ queryKey: translationKeys.all }),
    queryClient.invalidateQueries({ queryKey: trashKeys.all }),
    queryClient.invalidateQueries({ queryKey: settingsKeys.record }),
    pageId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: revisionKeys.list(pageId), exact: true }),
  ]);
}

/**
 * A mutation that writes pages: `useMutation`, where a success first keeps the changed page's
 * answer (before the caller's own onSuccess sees it), and settling (success or failure: a refused
 * save can still mean the page moved on elsewhere) asks every derived view again. `changed` names
 * what changed from the answer and the variables; by default an answer that is a page is that page.
 */
export function usePageMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, Error, TVariables> & { changed?: (data: TData | undefined, variables: TVariables) => PageChange },
) {
  const queryClient = useQueryClient();
  const { changed = defaultChange, onSuccess, onSettled, ...rest } = options;
  return useMutation<TData, Error, TVariables>({
    ...rest,
    onSuccess: (data, variables, onMutateResult, context) => {
      keepChangedPage(queryClient, changed(data, variables));
      return onSuccess?.(data, variables, onMutateResult, context);
    },
    onSettled: async (data, error, variables, onMutateResult, context) => {
      await askDerivedViewsAgain(queryClient, pageIdOf(changed(data, variables)));
      await onSettled?.(data, error, variables, onMutateResult, context);
    },
  });
}

function pageIdOf(change: PageChange) {
  return change.page?.id ?? change.pageId;
}

function defaultChange(data: unknown): PageChange {
  return isPage(data) ? { page: data } : {};
}

function isPage(data: unknown): data is PageDTO {
  return typeof data === "object" && data !== null && "id" in data && "sections" in data && "version" in data;
}
