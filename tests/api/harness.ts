/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Starts the real production server (`node ${BUILD_DIR:-build}/app-server/index.js`, built
 * beforehand by `npm run build`) as a child process on a fresh database: a temporary DATA_DIR
 * with SQLite, or, when TEST_DATABASE_URL is set, also a fresh PostgreSQL database created for the
 * test file and dropped afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { freePort } from "../../scripts/lib/production-server.mjs";

export type EngineName = "sqlite" | "postgres";
export const engines: EngineName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export const ADMIN = { username: "owner", email: "owner@example.com", password: "first-password-1" };

const buildDir = process.env.BUILD_DIR ?? "build";
const entry = path.resolve(buildDir, "app-server/index.js");

export interface TestServer {
  engine: EngineName;
  url: string;
  dataDir: string;
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL: what a command-line tool needs to reach this database. */
  databaseEnv: Record<string, string>;
  /** Stops the process (SIGTERM, or SIGKILL when `hard`). */
  stop(hard?: boolean): Promise<void>;
  /** Starts the server again on the same database. */
  restart(): Promise<void>;
  /** Runs SQL directly against the server's database (to age a token, inspect rows...). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The messages written to DATA_DIR/outbox, oldest first, decoded. */
  outbox(): string[];
  client(): ApiClient;
  /** Runs the hourly housekeeping now, through the admin command line on the same database. */
  housekeeping(): Promise<string>;
  /** Drops the database and removes the data directory. */
  dispose(): Promise<void>;
  output(): string;
}

export async function startServer(engine: EngineName, extraEnv: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run npm run build first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "gts-api-"));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (engine === "postgres") {
    const admin = process.env.TEST_DATABASE_URL!;
    dbName = `t_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }

  let child: ChildProcess | undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(process.execPath, [entry], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          PORT: String(port),
          PUBLIC_URL: url,
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "info",
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...extraEnv,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      let started = false;
      let thisRun = "";
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 20_000);
      proc.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
        log += chunk;
        thisRun += chunk;
        if (!started && thisRun.includes("listening on http://")) {
          started = true;
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
      proc.on("exit", (code) => {
        clearTimeout(timer);
        if (!started) reject(new Error(`server exited with ${code}:\n${log}`));
      });
    });

  await start();

  const server: TestServer = {
    engine,
    url,
    dataDir,
    databaseEnv: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stop: (hard = false) => stopChild(child!, hard),
    async restart() {
      await start();
    },
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (engine === "postgres") {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(sql, params)).rows as T[];
        } finally {
          await client.end();
        }
      }
      return sqliteQuery<T>(path.join(dataDir, "site.db"), sql, params);
    },
    outbox() {
      const dir = path.join(dataDir, "outbox");
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
        .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), "utf8")));
    },
    client: () => new ApiClient(url),
    async housekeeping() {
      const run = spawnSync(process.execPath, ["scripts/admin.mjs", "housekeeping"], {
        env: { PATH: process.env.PATH, LOG_LEVEL: "silent", DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        encoding: "utf8",
        timeout: 30_000,
      });
      if (run.status !== 0) throw new Error(`housekeeping failed: ${run.stderr}`);
      return run.stdout;
    },
    async dispose() {
      if (child && child.exitCode === null && child.signalCode === null) await stopChild(child, true);
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await client.end();
      }
    },
    output: () => log,
  };
  return server;
}

/**
 * Test-side SQL on a server's SQLite file, through one kept connection and kept statements per
 * file: better-sqlite3 12 on Node 24 aborts the process when the garbage collector finalises its
 * objects outside a JavaScript context (docs/decisions/010), so none are left to it.
 */
const sqliteFiles = new Map<string, { db: Database.Database; statements: Map<string, Database.Statement> }>();
export function sqliteQuery<T>(file: string, sql: string, params: unknown[] = [], { readonly = false } = {}): T[] {
  let open = sqliteFiles.get(file);
  if (!open) {
    open = { db: new Database(file, { readonly }), statements: new Map() };
    open.db.exec("PRAGMA busy_timeout = 5000");
    sqliteFiles.set(file, open);
  }
  const text = sql.replace(/\$\d+/g, "?");
  let stmt = open.statements.get(text);
  if (!stmt) open.statements.set(text, (stmt = open.db.prepare(text)));
  return (stmt.reader ? stmt.all(...params) : (stmt.run(...params), [])) as T[];
}

function stopChild(child: ChildProcess, hard: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(hard ? "SIGKILL" : "SIGTERM");
  });
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** fetch with a cookie jar and the headers the site's own pages send. */
export class ApiClient {
  cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = any>(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { Origin: this.baseUrl, ...headers },
      redirect: "manual",
    };
    if (this.cookies.size) init.headers.Cookie = this.cookieHeader;
    if (body instanceof FormData) {
      // fetch sets the multipart Content-Type with its boundary.
      init.body = body;
    } else if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      init.headers["Content-Type"] ??= "application/json";
    }
    for (const [k, v] of Object.entries(headers)) if (v === "") delete init.headers[k];
    const res = await fetch(this.baseUrl + pathname, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /Expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(p: string, headers?: Record<string, string>) {
    return this.request<T>("GET", p, undefined, headers);
  }
  post<T = any>(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>("POST", p, body, headers);
  }
  put<T = any>(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>("PUT", p, body, headers);
  }
  delete<T = any>(p: string, headers?: Record<string, string>) {
    return this.request<T>("DELETE", p, undefined, headers);
  }

  /** POST /api/cms/media: one file and its alt text, as a browser's form would send them. */
  upload<T = any>(data: Buffer, fileName = "photo.jpg", alt = "", type = "image/jpeg", headers?: Record<string, string>) {
    const form = new FormData();
    form.set("alt", alt);
    form.set("file", new Blob([new Uint8Array(data)], { type }), fileName);
    return this.request<T>("POST", "/api/cms/media", form, headers);
  }

  async login(username = ADMIN.username, password = ADMIN.password) {
    const res = await this.post("/api/cms/login", { username, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res;
  }
}
