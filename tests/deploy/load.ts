/**
 * For tests/deploy/upgrade.test.ts and npm run bench:upgrade: public pages requested through nginx
 * (HTTPS, the test's domain pinned to a loopback address) in a loop while something happens, and
 * the admin API polled to measure how long it answered 503 or not at all.
 */
import { Agent, request } from "node:https";

export interface Target {
  domain: string;
  address: string;
  port: number;
  ca: string;
}

export interface Answer {
  status: number;
  body: string;
}

export function getter(t: Target) {
  const lookup = (_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) =>
    options.all ? cb(null, [{ address: t.address, family: 4 }]) : cb(null, t.address, 4);
  const agent = new Agent({ keepAlive: true, maxSockets: 8, ca: t.ca, lookup: lookup as never });
  const get = (path: string) =>
    new Promise<Answer>((resolve) => {
      const req = request(`https://${t.domain}:${t.port}${path}`, { agent, timeout: 10_000 }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", () => resolve({ status: 0, body: "" }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (err) => resolve({ status: 0, body: err.message }));
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

export interface Measured {
  publicRequests: number;
  publicFailed: number;
  failures: string[];
  adminPolls: number;
  /** Seconds the admin API answered 503 (or nothing): the sum of the polls' intervals that failed. */
  adminUnavailableSeconds: number;
}

/**
 * Runs `during` while `workers` loops request the public paths and one loop polls the admin's
 * session endpoint every 100 ms; a public request fails when it is not a 200.
 */
export async function underLoad<T>(
  t: Target,
  paths: string[],
  during: () => Promise<T>,
  workers = 4,
): Promise<{ result: T; measured: Measured }> {
  const { get, close } = getter(t);
  const m: Measured = { publicRequests: 0, publicFailed: 0, failures: [], adminPolls: 0, adminUnavailableSeconds: 0 };
  let done = false;
  const publicLoop = async (offset: number) => {
    for (let i = offset; !done; i++) {
      const path = paths[i % paths.length]!;
      const r = await get(path);
      m.publicRequests += 1;
      if (r.status !== 200) {
        m.publicFailed += 1;
        if (m.failures.length < 10) m.failures.push(`${path}: ${r.status} ${r.body.slice(0, 80)}`);
      }
    }
  };
  const adminLoop = async () => {
    let last = Date.now();
    while (!done) {
      const r = await get("/api/cms/session");
      const now = Date.now();
      m.adminPolls += 1;
      // 200 or 401 (nobody signed in) means the admin API answers.
      if (r.status !== 200 && r.status !== 401) m.adminUnavailableSeconds += (now - last) / 1000;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const loops = [...Array.from({ length: workers }, (_, i) => publicLoop(i)), adminLoop()];
  try {
    const result = await during();
    return { result, measured: m };
  } finally {
    done = true;
    await Promise.all(loops);
    close();
    m.adminUnavailableSeconds = Math.round(m.adminUnavailableSeconds * 10) / 10;
  }
}
