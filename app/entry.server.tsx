import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * What React Router met while answering (a loader that threw, a POST to a page without an
 * action): handed to the server's log (server/route-errors.ts), which writes one JSON entry,
 * instead of React Router's default console.error of a stack trace. A request the client gave up
 * on is not worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const report = (context as Partial<RouterContextProvider> | undefined)?.reportError;
  if (report) report(error, request);
  else console.error(error);
};

/**
 * Pages are rendered whole (not streamed), so that every visitor and crawler gets the complete
 * HTML and a public page can be kept and served as bytes (server/site/public-pages.ts, which
 * gives it its ETag). Admin screens, failures and pages whose route asked for no-store (a draft
 * preview) are never cached; public pages may be, by anyone, as long as they are revalidated.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.nonce || undefined;
  const isAdmin = /^\/cms(?:[/.]|$)/i.test(new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const status = failed ? 500 : responseStatusCode;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const routeNoStore = /no-store/.test(responseHeaders.get("Cache-Control") ?? "");
            if (isAdmin || status >= 500) responseHeaders.set("Cache-Control", "no-store");
            else if (!routeNoStore) responseHeaders.set("Cache-Control", "public, no-cache");
            resolve(new Response(request.method === "HEAD" ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          loadContext.reportError(error, request);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
