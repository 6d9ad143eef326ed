/**
 * What the two routes that answer 404 (routes/site/not-found.tsx, routes/site/cms-page.tsx) do the
 * same way: read the 404 page's content, answer with status 404 (kept in the page cache's pool of
 * 404 answers, server/site/page-cache.ts), and keep the page out of search engines.
 */
import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_PAGE } from "~/content/pages/not-found";
import type { Field, PageContent, PageDefinition } from "~/lib/fields/define";
import { builtInMeta } from "./built-in";

type Context = { getPageContent: <Fs extends readonly Field[]>(definition: PageDefinition<Fs>) => Promise<PageContent<Fs>> };

/** The 404 page's content, and the response's status and headers (a signed-in person's preview is never kept in a shared cache). */
export async function loadNotFound(context: Context) {
  const content = await context.getPageContent(NOT_FOUND_PAGE);
  const init: ResponseInit = content.preview ? { status: 404, headers: { "Cache-Control": "private, no-store" } } : { status: 404 };
  return { content, init };
}

/** The page's title and description, at the address asked for, with `noindex`. Expects the loader data's `content`. */
export function notFoundMeta(args: Parameters<typeof builtInMeta>[0]): MetaDescriptor[] {
  const tags = builtInMeta(args);
  return tags.some((tag) => "name" in tag && tag.name === "robots") ? tags : [...tags, { name: "robots", content: "noindex" }];
}
