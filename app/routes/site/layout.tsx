import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { type RouteHandle, useRootData } from "~/root";
import siteStylesheet from "~/site.css?url";
import { guamYear } from "~/lib/guam-time";
import { SITE_NAME } from "~/lib/seo";
import { SiteHeader } from "~/components/site/site-header";
import { SiteFooter } from "~/components/site/site-footer";
import { NotFoundContent } from "~/components/site/not-found-content";
import { ButtonLink } from "~/components/ui/button";

/**
 * The public site is complete as the server renders it: no React or React Router in the browser,
 * only the small script that enhances the menus. Moving between pages is a normal page load.
 */
export const handle: RouteHandle = { hydrate: false };

/**
 * The copyright year in Guam, whatever the server's time zone, and the stylesheet's text: inlined
 * into public pages, it saves a phone on a slow network the round trip before the first paint.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { year: guamYear(new Date()), styles: context.stylesheetText(siteStylesheet) };
}

function SiteShell({ children, year }: { children: ReactNode; year: number }) {
  const { contact } = useRootData();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-brand-800 px-4 py-3 font-semibold text-white shadow-lg focus:translate-y-0 focus:outline-3 focus:outline-offset-2 focus:outline-accent-500"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter contact={contact} year={year} />
    </div>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell year={loaderData.year}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Errors thrown by public routes (an unknown CMS slug, a failing loader) keep the header and
 * footer: a 404 shows the same page as an unknown path.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  const year = data?.year ?? guamYear(new Date());
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell year={year}>
      {notFound ? (
        <>
          <title>{`Page Not Found | ${SITE_NAME}`}</title>
          <NotFoundContent />
        </>
      ) : (
        <div className="mx-auto max-w-xl px-6 py-24 text-center">
          <title>{`Something went wrong | ${SITE_NAME}`}</title>
          <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
          <p className="mt-4 text-lg text-slate-600">
            An unexpected error stopped this page from loading. Please try again in a moment.
          </p>
          <ButtonLink to="/" className="mt-8">
            Back to Home
          </ButtonLink>
        </div>
      )}
    </SiteShell>
  );
}
