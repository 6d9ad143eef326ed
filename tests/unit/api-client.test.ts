import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaKeys } from "~/components/cms/media/media-api";
import { ApiError, apiRequest, errorMessage, getQueryFn, pagedListUrl } from "~/lib/api-client";
import { createQueryClient } from "~/lib/query-client";
import { pageKeys, revisionKeys, trashKeys } from "~/components/cms/shell/page-queries";

function respond(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and a JSON content type only with a body", async () => {
    const fetchMock = respond(200, "{}");
    await apiRequest("POST", "/api/cms/login", { username: "a", password: "b" });
    await apiRequest("POST", "/api/cms/logout");
    const [withBody, withoutBody] = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(withBody![1]).toMatchObject({ method: "POST", credentials: "include", headers: { "Content-Type": "application/json" } });
    expect(withBody![1].body).toBe('{"username":"a","password":"b"}');
    expect(withoutBody![1].headers).toEqual({});
    expect(withoutBody![1].body).toBeUndefined();
  });

  it("turns a non-OK answer into '{status}: {body}', or the status text when the body is empty", async () => {
    respond(409, '{"message":"This page was changed by someone else. Reload it."}');
    await expect(apiRequest("PUT", "/api/cms/pages/1", {})).rejects.toThrow(
      '409: {"message":"This page was changed by someone else. Reload it."}',
    );
    respond(500, "", "Internal Server Error");
    await expect(apiRequest("GET", "/x")).rejects.toThrow("500: Internal Server Error");
  });
});

describe("errorMessage", () => {
  it("shows the server's message, a named field, or the fallback", () => {
    const json = new ApiError(400, "Bad Request", '{"message":"Slug is required","error":"Invalid input"}');
    expect(errorMessage(json, "Failed to save page")).toBe("Slug is required");
    expect(errorMessage(json, "Failed", "error")).toBe("Invalid input");
    expect(errorMessage(new ApiError(502, "Bad Gateway", "<html>proxy</html>"), "Failed to save page")).toBe("Failed to save page");
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed to delete page")).toBe("Failed to delete page");
  });
});

describe("pagedListUrl", () => {
  it("asks for one page of a list, with the search only when there is one", () => {
    expect(pagedListUrl("/api/cms/pages", { page: 2, pageSize: 20, q: "" })).toBe("/api/cms/pages?page=2&pageSize=20");
    expect(pagedListUrl("/api/cms/media", { page: 1, pageSize: 24, q: "bay & sea" })).toBe(
      "/api/cms/media?page=1&pageSize=24&q=bay+%26+sea",
    );
  });
});

describe("the default query function", () => {
  it("GETs the query key's segments joined with '/'", async () => {
    const fetchMock = respond(200, '{"id":5}');
    const queryFn = getQueryFn<{ id: number }>({ on401: "throw" });
    const result = await queryFn({ queryKey: ["/api/cms/pages", 5], signal: new AbortController().signal } as never);
    expect(result).toEqual({ id: 5 });
    expect((fetchMock.mock.calls as unknown as Array<[string]>)[0]![0]).toBe("/api/cms/pages/5");
  });

  it("GETs what each feature's keys name: a page, a revision, the trash, an image", async () => {
    const fetchMock = respond(200, "{}");
    const queryFn = getQueryFn({ on401: "throw" });
    const keys = [pageKeys.page(5), revisionKeys.list(5), revisionKeys.one(5, 9), trashKeys.all, mediaKeys.image(3)];
    for (const queryKey of keys) await queryFn({ queryKey, signal: new AbortController().signal } as never);
    expect((fetchMock.mock.calls as unknown as Array<[string]>).map(([url]) => url)).toEqual([
      "/api/cms/pages/5",
      "/api/cms/pages/5/revisions",
      "/api/cms/pages/5/revisions/9",
      "/api/cms/trash",
      "/api/cms/media/3",
    ]);
  });

  it("throws on 401 by default and yields null in the returnNull mode", async () => {
    respond(401, '{"authenticated":false,"message":"Not signed in"}');
    const context = { queryKey: ["/api/cms/session"], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toMatchObject({ status: 401 });
    respond(401, '{"authenticated":false}');
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
  });
});

describe("the admin QueryClient", () => {
  it("never retries, never goes stale, never refetches on focus or polls", () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("leads to the login when a query answers 401", async () => {
    respond(401, '{"message":"Not signed in"}');
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client.fetchQuery({ queryKey: ["/api/cms/pages"] }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
