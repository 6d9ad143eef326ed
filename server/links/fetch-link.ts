import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { LinkFinding } from "./internal";
import { RefusedAddress, type Resolver, pinnedAddress } from "./address-guard";

/** How one address of another site is checked (docs/decisions/034-link-checker.md). */
export interface FetchOptions {
  userAgent: string;
  /** Private and local addresses allowed (LINK_CHECK_ALLOW_PRIVATE=1, tests only). */
  allowPrivate: boolean;
  timeoutMs: number;
  /** Waits for the host's turn (one request per host per second), before every request. */
  pace: (host: string) => Promise<void>;
  resolve?: Resolver;
  /** The addresses that may be connected to (isPublicAddress); tests narrow it to one loopback address. */
  allowAddress?: (address: string) => boolean;
}

/** The most redirects followed, each hop checked as the first was. */
export const MAX_HOPS = 5;
/** The most of a GET's body read before the connection is closed. */
export const BODY_READ_MAX = 64 * 1024;
/** HEAD answers that mean "ask with GET": the server refuses or mishandles HEAD. */
const HEAD_REFUSED = new Set([400, 403, 404, 405, 406, 429, 500, 501, 503]);

interface Answer {
  status: number;
  location: string | undefined;
}

/**
 * One request to `url`, connected to the address resolved and checked here, answering its status
 * and Location within `timeoutMs` of the host's turn.
 */
async function request(url: URL, method: "HEAD" | "GET", options: FetchOptions): Promise<Answer> {
  const pinned = await pinnedAddress(url.hostname, options);
  await options.pace(url.hostname);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const pin: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method,
        lookup: pin,
        agent: false,
        signal,
        headers: { "User-Agent": options.userAgent, Accept: "text/html,*/*;q=0.8", "Accept-Encoding": "identity" },
      },
      (res) => {
        const answer = { status: res.statusCode ?? 0, location: res.headers.location };
        if (method === "HEAD") {
          res.resume();
          resolve(answer);
          req.destroy();
          return;
        }
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read >= BODY_READ_MAX) {
            resolve(answer);
            req.destroy();
          }
        });
        res.on("end", () => resolve(answer));
        res.on("error", () => resolve(answer));
        res.on("close", () => resolve(answer));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** HEAD, then GET when HEAD is refused. */
async function ask(url: URL, options: FetchOptions): Promise<Answer> {
  try {
    const answer = await request(url, "HEAD", options);
    if (!HEAD_REFUSED.has(answer.status)) return answer;
  } catch (err) {
    // No answer in time is no answer: GET would wait as long again.
    if (err instanceof RefusedAddress || (err as Error).name === "TimeoutError" || (err as Error).name === "AbortError") throw err;
  }
  return request(url, "GET", options);
}

/**
 * What a visitor following `href` (an http or https address of another site) gets, each request
 * within `timeoutMs` of its host's turn: ok, broken (4xx, 5xx, no answer), or redirected with where it
 * ends up. Redirects are followed by hand, at most MAX_HOPS, each hop's address checked again;
 * an address that is not public is left unchecked (never connected to).
 */
export async function checkExternal(href: string, options: FetchOptions): Promise<LinkFinding> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { state: "broken", httpStatus: null, target: null };
  }
  let first: number | null = null;
  try {
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") return { state: "broken", httpStatus: first, target: null };
      if (url.username || url.password) return { state: "unchecked", httpStatus: null, target: null };
      const answer = await ask(url, options);
      first ??= answer.status;
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) {
        return hop === 0
          ? { state: "ok", httpStatus: answer.status, target: null }
          : { state: "redirected", httpStatus: first, target: url.href };
      }
      return { state: "broken", httpStatus: answer.status, target: null };
    }
    return { state: "broken", httpStatus: first, target: null };
  } catch (err) {
    if (err instanceof RefusedAddress) return { state: "unchecked", httpStatus: null, target: null };
    return { state: "broken", httpStatus: null, target: null };
  }
}
