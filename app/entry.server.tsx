import { PassThrough } from "node:stream";
import { createHash } from "node:crypto";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import { contentSecurityPolicy, isNonce } from "../server/security/headers";

export const streamTimeout = 5_000;

/**
 * Pages are rendered whole (not streamed) so that every visitor and crawler gets the complete
 * HTML, and so public pages can carry a strong ETag. The ETag holds a hash of the page without
 * its nonce, plus the nonce: a revalidation that still matches answers 304 with a CSP for the
 * nonce the cached copy holds, so the cached page's scripts keep running.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.nonce;
  const isAdmin = new URL(request.url).pathname.startsWith("/cms");

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
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
            const html = Buffer.concat(chunks);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Admin screens, failures, and pages whose route asked for no-store (a draft preview)
            // are never cached or revalidated.
            const routeNoStore = /no-store/.test(responseHeaders.get("Cache-Control") ?? "");
            if (isAdmin || failed || responseStatusCode >= 500 || routeNoStore) {
              if (!routeNoStore) responseHeaders.set("Cache-Control", "no-store");
              resolve(new Response(html, { status: failed ? 500 : responseStatusCode, headers: responseHeaders }));
              return;
            }
            const hash = createHash("sha256")
              .update(html.toString("utf8").replaceAll(nonce, ""))
              .digest("base64url")
              .slice(0, 27);
            responseHeaders.set("Cache-Control", "public, no-cache");
            const cachedNonce = matchingNonce(request.headers.get("If-None-Match"), hash);
            if (cachedNonce && request.method === "GET") {
              responseHeaders.set("ETag", `"${hash}.${cachedNonce}"`);
              responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(cachedNonce));
              resolve(new Response(null, { status: 304, headers: responseHeaders }));
              return;
            }
            responseHeaders.set("ETag", `"${hash}.${nonce}"`);
            resolve(
              new Response(request.method === "HEAD" ? null : html, {
                status: responseStatusCode,
                headers: responseHeaders,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** The nonce inside an If-None-Match entity tag whose page hash still matches, if any. */
function matchingNonce(ifNoneMatch: string | null, hash: string): string | null {
  if (!ifNoneMatch) return null;
  for (const tag of ifNoneMatch.split(",")) {
    const match = /^\s*"([A-Za-z0-9_-]{27})\.([A-Za-z0-9+/=]{24})"\s*$/.exec(tag);
    if (match && match[1] === hash && isNonce(match[2]!)) return match[2]!;
  }
  return null;
}
