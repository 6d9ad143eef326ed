import type { QueryFunction } from "@tanstack/react-query";

/**
 * The admin area's HTTP client. Every call sends the session cookie; a JSON content type is set
 * only when a body exists. Any non-OK answer becomes an ApiError whose text keeps the form
 * `{status}: {body text or status text}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The server's stable error code (`version_conflict`, `slug_taken`, ...), when it sent one: what a screen decides on. */
  get code(): string | undefined {
    return this.bodyField("code");
  }

  /** A string property of the JSON error body (`message`, or `error` on the reset screens), when the server sent one. */
  bodyField(name: string): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object" && name in parsed) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === "string" && value.trim()) return value;
      }
    } catch {
      // Not JSON: the body is plain text or HTML from a proxy.
    }
    return undefined;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Whether a failed call was refused with this error code (see docs/product.md, "Errors"). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, res.statusText, text);
}

export async function apiRequest(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest, then the answer's JSON body. */
export async function apiJson<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, url, body, signal);
  return (await res.json()) as T;
}

/** The address of one page of a paged, searchable list: `?page=&pageSize=`, and `&q=` when searching. */
export function pagedListUrl(
  path: string,
  { page, pageSize, q, ...more }: { page: number; pageSize: number; q: string } & Record<string, string | number>,
): string {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) search.set("q", q);
  for (const [name, value] of Object.entries(more)) search.set(name, String(value));
  return `${path}?${search}`;
}

/**
 * What a toast shows for a failed call: the server's `message` (or another named field) when
 * there is one, so nobody reads raw JSON in a notice; otherwise the fallback.
 */
export function errorMessage(error: unknown, fallback: string, field = "message"): string {
  if (error instanceof ApiError) {
    const fromServer = error.bodyField(field);
    if (fromServer) return fromServer;
    // A body that is short plain text (not JSON, not a page) is still a useful message.
    if (error.body && error.body.length <= 200 && !/^\s*[[{<]/.test(error.body)) return error.body;
    return fallback;
  }
  return fallback;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query function: GET the query key's segments joined with '/'. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.map(String).join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
