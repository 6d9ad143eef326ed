import { data, Link, redirect } from "react-router";
import { CalendarClock, EyeOff } from "lucide-react";
import type { Route } from "./+types/cms-page";
import { NotFoundContent } from "~/components/site/not-found-content";
import { CmsPageContent } from "~/components/site/cms-page-content";
import { isScheduled } from "~/domain/publication";
import { languagesFrom, publicUrlFrom, seo, siteNameFrom } from "~/lib/seo";
import { localizedPath } from "~/domain/locale-paths";
import { SLUG_PATTERN } from "~/domain/slug";
import { isBuiltInSlug } from "~/content/pages/registry";
import { LANGUAGES_PAGE } from "~/content/pages/languages";
import { blockOf } from "~/domain/blocks";
import { formatPublishedAt } from "~/lib/guam-time";
import { loadNotFound, notFoundMeta } from "./not-found-page";
import { PageJsonLd } from "./page-json-ld";

/**
 * A managed page at /{slug}: published pages for everyone; a draft, or a page scheduled to go
 * live later, only for a signed-in administrator (the editor's Preview), with a banner saying so.
 * Anything else is the 404 page, with status 404, inside the public header and footer.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // (/home, the home page's content, is sent to / before this: server/site/one-address.ts.)
  const slug = params.slug;
  // The site's own pages (the settings, the 404 page) are shown by their routes, never at /{slug}.
  if (!SLUG_PATTERN.test(slug) || isBuiltInSlug(slug)) return notFound(context);

  let page = await context.getDisplayPage(slug, { includeDrafts: false });
  if (!page && (await context.getAdmin())) page = await context.getDisplayPage(slug, { includeDrafts: true });
  if (!page && context.locale !== "en") {
    // Not served in this language: the English page if visitors can read it, never English words here.
    const { alternates } = await context.getLanguages(slug);
    if (alternates.some((alternate) => alternate.locale === "en")) throw redirect(`/${slug}`, 302);
  }
  if (!page) return notFound(context);
  // A language list block shows the Languages page's list, in this language.
  const listsLanguages = page.sections.some(
    (section) => blockOf({ sectionType: section.sectionType, text: section.content.text })?.definition.kind === "languageList",
  );
  const languages = listsLanguages ? (await context.getPageContent(LANGUAGES_PAGE)).values.popular_languages : [];
  // A draft or scheduled preview depends on the administrator's session: no shared cache may keep it.
  // Through a preview link the link's banner says what the page is (routes/site/layout.tsx).
  const shared = Boolean(context.sharedPreview);
  return data(
    { page, languages, content: null, shared },
    isPreview(page) ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** The 404 page, with its content, status 404. */
async function notFound(context: Route.LoaderArgs["context"]) {
  const { content, init } = await loadNotFound(context);
  return data({ page: null, languages: [], content, shared: false }, init);
}

/** A page only administrators may see: a draft, or a published page whose time to go live is still ahead. */
function isPreview(page: { status: "draft" | "published"; publishedAt: string | null }): boolean {
  return page.status === "draft" || isScheduled(page);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData, matches } = args;
  const page = loaderData?.page;
  if (!page) return notFoundMeta(args);
  const publicUrl = publicUrlFrom(matches);
  const { locale, alternates } = languagesFrom(matches);
  const tags = seo({
    siteName: siteNameFrom(matches),
    title: page.title,
    description: page.metaDescription ?? page.title,
    keywords: page.metaKeywords ?? undefined,
    path: localizedPath(locale, page.slug),
    publicUrl,
    image: page.ogImage,
    locale,
    alternates,
  });
  // Through a preview link the layout says noindex already.
  return isPreview(page) && !loaderData.shared ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, languages, content, shared } = loaderData;
  if (!page) return content ? <NotFoundContent content={content} /> : null;

  return (
    <>
      {shared ? null : page.status === "draft" ? (
        <div role="note" className="border-b border-amber-300 bg-amber-100 text-amber-950">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
            <EyeOff className="size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>Draft preview.</strong> This page is not published: only signed-in administrators can see it.
            </p>
            <Link
              to={`/cms/pages/${page.id}`}
              className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
            >
              Back to the editor
            </Link>
          </div>
        </div>
      ) : isScheduled(page) && page.publishedAt ? (
        // Public pages are not hydrated: this banner is drawn once, on the server, for an administrator.
        <div role="note" className="border-b border-sky-300 bg-sky-100 text-sky-950">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>Scheduled:</strong> this page goes live on{" "}
              <time dateTime={page.publishedAt}>{formatPublishedAt(page.publishedAt)}</time>. Until then only signed-in administrators can
              see it.
            </p>
            <Link
              to={`/cms/pages/${page.id}`}
              className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-900"
            >
              Back to the editor
            </Link>
          </div>
        </div>
      ) : null}
      <PageJsonLd name={page.title} description={page.metaDescription ?? ""} />
      <CmsPageContent
        title={page.title}
        metaDescription={page.metaDescription}
        sections={page.sections}
        images={page.images}
        languages={languages}
      />
    </>
  );
}
