import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "~/root";
import siteStylesheet from "~/site.css?url";
import { guamYear } from "~/lib/guam-time";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/content/site-settings";
import { NOT_FOUND_DEFAULTS, NotFoundContent } from "~/components/site/not-found-content";
import { ButtonLink } from "~/components/ui/button";
import { type PageLanguages, SiteSettingsProvider } from "~/components/site/settings-context";
import { pageOfPath } from "~/domain/locale-paths";
import { SiteFrame } from "~/components/site/site-frame";
import { SearchEngineTags } from "~/components/site/search-engine-tags";
import { SharedPreviewBanner } from "~/components/site/preview-banner";

/**
 * The public site is complete as the server renders it: no React or React Router in the browser,
 * only the small script that enhances the menus. Moving between pages is a normal page load.
 */
export const handle: RouteHandle = { hydrate: false };

/**
 * The site settings every page shows (header, menus, footer), the copyright year in Guam, whatever
 * the server's time zone, and the stylesheet's text: inlined into public pages, it saves a phone
 * on a slow network the round trip before the first paint.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // The English slug of the page the address names (null for one that names none).
  const englishSlug = pageOfPath(new URL(request.url).pathname)?.slug ?? null;
  const [settings, { alternates, servedSlugs }] = await Promise.all([context.getSettings(), context.getLanguages(englishSlug)]);
  const languages: PageLanguages = { locale: context.locale, alternates, servedSlugs };
  // A page opened through a preview link (docs/product.md, "Preview links") says so, and is not indexed.
  const sharedPreview = context.sharedPreview ?? null;
  return { year: guamYear(new Date()), styles: context.stylesheetText(siteStylesheet), settings, languages, sharedPreview };
}

function SiteShell({
  children,
  year,
  settings,
  languages,
  sharedPreview = null,
}: {
  children: ReactNode;
  year: number;
  settings: SiteSettings;
  languages?: PageLanguages;
  sharedPreview?: { expiresAt: string } | null;
}) {
  return (
    <SiteSettingsProvider settings={settings} year={year} languages={languages}>
      <SearchEngineTags values={settings.values} />
      {sharedPreview ? <meta name="robots" content="noindex" /> : null}
      <SiteFrame>
        {sharedPreview ? <SharedPreviewBanner expiresAt={sharedPreview.expiresAt} /> : null}
        {children}
      </SiteFrame>
    </SiteSettingsProvider>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell
      year={loaderData.year}
      settings={loaderData.settings}
      languages={loaderData.languages}
      sharedPreview={loaderData.sharedPreview}
    >
      <Outlet />
    </SiteShell>
  );
}

/**
 * Errors thrown by public routes (a failing loader, a thrown 404) keep the header and footer: a 404
 * shows the same page as an unknown path, with its built-in texts. The owner's texts of the 404
 * page would need a read of that page in this layout's loader, for every page of the site, while
 * no public route throws a 404 today (unknown paths and slugs answer 404 from their own loaders,
 * with the owner's texts); the defaults keep every other page's first render as quick as it is.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  const year = data?.year ?? guamYear(new Date());
  const settings = data?.settings ?? DEFAULT_SETTINGS;
  const languages = data?.languages && { ...data.languages, alternates: [] };
  const siteName = settings.values.business_name;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell year={year} settings={settings} languages={languages}>
      {notFound ? (
        <>
          <title>{`${NOT_FOUND_DEFAULTS.title} | ${siteName}`}</title>
          <NotFoundContent content={NOT_FOUND_DEFAULTS} />
        </>
      ) : (
        <div className="mx-auto max-w-xl px-6 py-24 text-center">
          <title>{`Something went wrong | ${siteName}`}</title>
          <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
          <p className="mt-4 text-lg text-slate-600">An unexpected error stopped this page from loading. Please try again in a moment.</p>
          <ButtonLink to="/" className="mt-8">
            Back to Home
          </ButtonLink>
        </div>
      )}
    </SiteShell>
  );
}
