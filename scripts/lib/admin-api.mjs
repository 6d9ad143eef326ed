// The content API as scripts use it (benchmarks, Lighthouse, screenshots): signed in, with the
// Origin header the same-origin check asks of the admin area, JSON or multipart bodies.

/**
 * Signs `admin` in at `base`; returns the session cookie as "name=value". `siteOrigin` is the
 * public origin when `base` is reached another way (behind a proxy); `headers` adds to the request.
 */
export async function signIn(base, admin, { siteOrigin = base, headers = {} } = {}) {
  const res = await fetch(`${base}/api/cms/login`, {
    method: "POST",
    headers: { Origin: siteOrigin, "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.headers.getSetCookie()[0].split(";")[0];
}

/**
 * call(method, pathname, body?): a request to `base` with `cookie`, the body sent as JSON (or as
 * multipart when it is FormData); returns the parsed answer, and throws on any status but 2xx.
 */
export function adminApi(base, cookie, { siteOrigin = base } = {}) {
  return async (method, pathname, body) => {
    const form = body instanceof FormData;
    const res = await fetch(base + pathname, {
      method,
      headers: { Origin: siteOrigin, Cookie: cookie, ...(body && !form ? { "Content-Type": "application/json" } : {}) },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}
