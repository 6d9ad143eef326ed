import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import proxyaddr from "proxy-addr";
import { AppError } from "../errors";
import { PUBLIC_CONTENT_SECURITY_POLICY, baseSecurityHeaders } from "../security/headers";
import { fromOwnSite } from "../security/same-origin";
import type { StatsService } from "../stats/service";
import { type HttpErrorCode, SERVER_ERROR_MESSAGE, STATUS, errorBody } from "./errors";
import { HIT_BODY_MAX_BYTES, HIT_CONTENT_TYPES, NOT_A_JSON_TEXT, STATS_HIT_PATH, acceptHit } from "./stats";

type TrustFunction = (address: string | undefined, hop: number) => boolean;

/**
 * The public pages' beacon (`POST /api/stats/hit`), answered before Express as kept pages are
 * (server/site/fast-path.ts): a page view is the most frequent request after a page, and Express's
 * middleware would cost more than the page view itself. The same rules as the route in
 * server/api/stats.ts, through the same functions: one well-formed Host, the same-origin rule
 * (fromOwnSite), the address's rate before the body is read, a text/plain or JSON body of at most
 * HIT_BODY_MAX_BYTES with a Content-Length, acceptHit; the security headers and `no-store` of every
 * API answer; one log line without the address. A request it cannot judge alone (no or a repeated
 * Host, a chunked body, a refusal of the same-origin rule) goes on to Express, which answers it.
 */
export function createHitFastPath({
  stats,
  publicUrl,
  trust,
  logger,
}: {
  stats: StatsService;
  publicUrl: string;
  trust: TrustFunction;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res) => {
    if (req.method !== "POST" || req.url !== STATS_HIT_PATH) return false;
    const started = process.hrtime.bigint();
    const host = req.headers.host;
    if (
      !host ||
      /[^A-Za-z0-9.:[\]-]/.test(host) ||
      req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "host").length !== 1
    )
      return false;
    const address = req.socket.remoteAddress;
    const trusted = trust(address, 0);
    const secure =
      (req.socket as { encrypted?: boolean }).encrypted === true ||
      (trusted &&
        String(req.headers["x-forwarded-proto"] ?? "")
          .split(",")[0]!
          .trim() === "https");
    const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : undefined);
    const ownOrigin = `${secure ? "https" : "http"}://${host}`;
    if (!fromOwnSite({ origin: header("origin"), fetchSite: header("sec-fetch-site"), ownOrigin, publicOrigin })) return false;
    const length = Number(req.headers["content-length"]);
    if (req.headers["transfer-encoding"] !== undefined || !Number.isInteger(length)) return false;

    /** Answers; `unread` when the body was not read (the connection is then closed rather than waited on). */
    const answer = (status: number, error?: { message: string; code: HttpErrorCode; retryAfter?: number }, unread = false) => {
      const headers: Record<string, string> = { "Content-Security-Policy": PUBLIC_CONTENT_SECURITY_POLICY, "Cache-Control": "no-store" };
      for (const [name, value] of baseSecurityHeaders(secure)) headers[name] = value;
      let body: string | undefined;
      if (error) {
        body = JSON.stringify(errorBody(error.message, error.code));
        headers["Content-Type"] = "application/json; charset=utf-8";
        headers["Content-Length"] = String(Buffer.byteLength(body));
        if (error.retryAfter !== undefined) headers["Retry-After"] = String(error.retryAfter);
      }
      if (unread) headers.Connection = "close";
      res.writeHead(status, headers);
      res.end(body);
      res.once("finish", () => {
        const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
        logger.info({ method: "POST", path: STATS_HIT_PATH, status, ms }, "request");
      });
    };
    const client = trusted ? proxyaddr(req, trust) : (address ?? "");

    try {
      stats.admit(client);
      const type = (header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!HIT_CONTENT_TYPES.includes(type)) throw new AppError("invalid_input", NOT_A_JSON_TEXT);
      if (length > HIT_BODY_MAX_BYTES) throw new AppError("too_large", "Request body is too large (at most 8 KB)");
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      answer(STATUS[err.code], err, true);
      return true;
    }

    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= HIT_BODY_MAX_BYTES) chunks.push(chunk);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      if (received !== length || received > HIT_BODY_MAX_BYTES) {
        const mismatch = new AppError("invalid_input", "Request body does not match its Content-Length");
        return answer(STATUS[mismatch.code], mismatch);
      }
      try {
        acceptHit(stats, Buffer.concat(chunks, received).toString("utf8"), client, header("user-agent") ?? "", header("cookie"));
        answer(204);
      } catch (err) {
        if (!(err instanceof AppError)) {
          logger.error({ err }, "statistics: a page view could not be taken");
          answer(500, { message: SERVER_ERROR_MESSAGE, code: "server_error" });
          return;
        }
        answer(STATUS[err.code], err);
      }
    });
    return true;
  };
}
