import { data, Link, redirect } from "react-router";
import { EyeOff } from "lucide-react";
import type { Route } from "./+types/cms-page";
import { NotFoundContent } from "~/components/site/not-found-content";
import { PageHero } from "~/components/site/page-hero";
import { publicUrlFrom, seo } from "~/lib/seo";
import { SLUG_PATTERN } from "~/lib/slug";

/**
 * A managed page at /{slug}: published pages for everyone; a draft only for a signed-in
 * administrator (the editor's Preview), with a banner saying so. Anything else is the 404 page,
 * with status 404, inside the public header and footer.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  // The `home` page's content is the home page itself.
  if (slug === "home") throw redirect("/", 301);
  if (!SLUG_PATTERN.test(slug)) return data({ page: null }, { status: 404 });

  let page = await context.getDisplayPage(slug, { includeDrafts: false });
  if (!page && (await context.getAdmin())) page = await context.getDisplayPage(slug, { includeDrafts: true });
  if (!page) return data({ page: null }, { status: 404 });
  // A draft preview depends on the administrator's session: no shared cache may keep it.
  return data({ page }, page.status === "draft" ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const page = loaderData?.page;
  const publicUrl = publicUrlFrom(matches);
  if (!page) {
    return [
      ...seo({ title: "Page Not Found", description: "The page you are looking for could not be found.", path: location.pathname, publicUrl }),
      { name: "robots", content: "noindex" },
    ];
  }
  const tags = seo({
    title: page.title,
    description: page.metaDescription ?? page.title,
    keywords: page.metaKeywords ?? undefined,
    path: `/${page.slug}`,
    publicUrl,
  });
  return page.status === "draft" ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

/** A text section's paragraphs: a blank line (possibly holding spaces) starts a new one. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// Typography for administrator-written HTML (the site has no typography plugin).
const PROSE =
  "max-w-3xl text-lg leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-slate-900 [&_table]:mt-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 break-words";

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <NotFoundContent />;

  const visible = page.sections.filter((s) => s.sectionType !== "json" && s.content.text.trim() !== "");
  return (
    <>
      {page.status === "draft" ? (
        <div role="note" className="border-b border-amber-300 bg-amber-100 text-amber-950">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
            <EyeOff className="size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>Draft preview.</strong> This page is not published: only signed-in administrators can see it.
            </p>
            <Link to={`/cms/pages/${page.id}`} className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900">
              Back to the editor
            </Link>
          </div>
        </div>
      ) : null}
      <PageHero title={page.title} lead={page.metaDescription ?? undefined} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {visible.length === 0 ? (
          <p className="text-lg text-slate-600">This page has no content yet.</p>
        ) : (
          <div className="grid gap-10">
            {visible.map((section) =>
              section.sectionType === "text" ? (
                <div key={section.id} className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
                  {paragraphs(section.content.text).map((p, i) => (
                    <p key={i} className="whitespace-pre-line">
                      {p}
                    </p>
                  ))}
                </div>
              ) : (
                // Sanitised with an allow-list on the server, on save and again on every read.
                <div key={section.id} className={PROSE} dangerouslySetInnerHTML={{ __html: section.content.text }} />
              ),
            )}
          </div>
        )}
      </div>
    </>
  );
}
