/**
 * What every built-in route does the same way (docs/product.md, "Every word is the owner's"): load
 * its page's content through the context, keep a signed-in person's draft preview out of shared
 * caches, and describe the page to search engines from its title and description.
 */
import { data, redirect, type MetaDescriptor } from "react-router";
import type { Field, PageContent, PageDefinition } from "~/lib/fields/define";
import { languagesFrom, publicUrlFrom, seo, siteNameFrom } from "~/lib/seo";
import { canonicalPath, localizedPath } from "~/domain/locale-paths";

type Context = { getPageContent: <Fs extends readonly Field[]>(definition: PageDefinition<Fs>) => Promise<PageContent<Fs>> };

export async function loadBuiltIn<Fs extends readonly Field[]>(context: Context, definition: PageDefinition<Fs>) {
  const content = await context.getPageContent(definition);
  // A language's address with no translation served there: the English page, never English words under it.
  if (content.untranslated) throw redirect(localizedPath("en", definition.slug), 302);
  // A preview depends on the person's session: no shared cache may keep it.
  return data({ content }, content.preview ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export function builtInMeta(
  args: { data: unknown; matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; location: { pathname: string } },
  { documentTitle }: { documentTitle?: (siteName: string) => string } = {},
): MetaDescriptor[] {
  const content = (args.data as { content?: { title: string; description: string; preview: string | null } } | undefined)?.content;
  const siteName = siteNameFrom(args.matches);
  const { locale, alternates } = languagesFrom(args.matches);
  const tags = seo({
    siteName,
    title: documentTitle ? documentTitle(siteName) : (content?.title ?? siteName),
    description: content?.description ?? "",
    // The page's one address (the 404 page's: the address asked for).
    path: canonicalPath(args.location.pathname) ?? args.location.pathname,
    publicUrl: publicUrlFrom(args.matches),
    locale,
    alternates,
  });
  return content?.preview ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

/** Built-in routes pass on their loader's Cache-Control (a preview's private, no-store). */
export function builtInHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}
