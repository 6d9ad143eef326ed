import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce";
import { ENGLISH, localeOf } from "./content/locales";
import { MAIN_ID } from "./components/site/site-frame";
// Linked with a React precedence so the stylesheet comes first in <head>, ahead of anything else
// the page loads: on a slow connection it is what the first paint waits for.
import appStylesheet from "./app.css?url";

/** What a route can say about itself to the document shell (its `handle` export). */
export interface RouteHandle {
  /**
   * false: the page is complete as the server renders it and ships no React or React Router to
   * the browser; only the site's small enhancement script. The public site says so (its layout);
   * the admin area hydrates.
   */
  hydrate?: boolean;
}

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl, siteScript: context.siteScript };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const data = useRouteLoaderData<typeof loader>("root");
  const hydrate = !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
  // Public pages carry their styles inline (see routes/site/layout.tsx); the admin area links them.
  const site = useRouteLoaderData("routes/site/layout") as { styles?: string | null; languages?: { locale: string } } | undefined;
  const inlineStyles = site?.styles;
  // A public page in another language says so: its words, its direction, its script's fonts (app/styles/base.css).
  const language = localeOf(site?.languages?.locale) ?? ENGLISH;
  return (
    <html lang={language.code} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {inlineStyles ? (
          <>
            <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
            {/*
              No frame before the header is whole: the navigation sits at the header's right end,
              so a first paint between two parts of the response (a slow network, a busy parser)
              would show half the menu, then shift it as the rest arrives. Chromium holds rendering
              until the element after the header (<main>) is in the document: it releases on an
              element's start tag, not its end. Other browsers ignore the hint.
            */}
            <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
          </>
        ) : (
          <link rel="stylesheet" href={appStylesheet} precedence="default" />
        )}
        <Meta />
        <Links />
        {!hydrate && data?.siteScript ? <script type="module" src={data.siteScript} /> : null}
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Site-wide data from the root loader: the public origin and the enhancement script. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 404 ? "Page not found" : "Something went wrong";
  const text =
    status === 404
      ? "The page you are looking for does not exist."
      : "An unexpected error stopped this page from loading. Please try again in a moment.";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${heading} | Guam Translation Services`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <a className="mt-8 inline-block rounded-md bg-sky-800 px-5 py-3 font-semibold text-white" href="/">
        Back to Home
      </a>
    </main>
  );
}
