import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * restic, run as a child process (docs/decisions/027): it encrypts, deduplicates, keeps the
 * retention policy and reaches the repository (a folder, SFTP, S3, rclone...). The repository and
 * its password reach restic through its environment (RESTIC_REPOSITORY, RESTIC_PASSWORD or
 * RESTIC_PASSWORD_FILE), never on its command line, and every message that leaves this module
 * has them taken out (clean()).
 */

/** The tag of this site's snapshots: retention and "latest" look at these only. */
export const SITE_TAG = "guam-translation-site";
/** The export's name inside a snapshot: the uncompressed JSON lines, so that restic deduplicates them. */
export const SNAPSHOT_FILE = "/site-export.jsonl";
export const RETENTION = ["--keep-daily", "14", "--keep-weekly", "8", "--keep-monthly", "12"];

/** A backup that failed: its message is one line, for an operator, with no secret in it. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface Snapshot {
  id: string;
  short_id: string;
  time: string;
  tags?: string[];
}

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

interface Io {
  input?: Readable;
  output?: Writable;
  /** Sees each line restic writes on its standard error as it comes; `stop` interrupts restic (SIGINT: it removes its locks). */
  watch?: (line: string, stop: () => void) => void;
}

/**
 * The repository as it may be shown and stored: a URL's password (rest:https://user:secret@host/)
 * and the secrets of an rclone connection string (rclone::s3,secret_access_key=...:bucket) become ***.
 */
export function redactRepository(repository: string): string {
  return repository
    .replace(/(\/\/[^/@\s:]*):[^/@\s]*@/g, "$1:***@")
    .replace(/([,:]\s*[\w-]*(?:pass|secret|token|key|auth)[\w-]*\s*=)[^,:\s]*/gi, "$1***");
}

export class Restic {
  /** The repository as shown: no password, no credentials. */
  readonly where: string;
  /** The password (from BACKUP_PASSWORD or its file), taken out of every message. */
  private readonly passwords: string[];

  constructor(
    private readonly repository: string,
    private readonly password: { value?: string; file?: string },
    private readonly environment: Record<string, string | undefined>,
  ) {
    this.where = redactRepository(repository);
    const fromFile = password.file ? readPasswordFile(password.file) : undefined;
    this.passwords = [password.value, fromFile].filter((s): s is string => !!s);
  }

  /** `text` with the password, and the repository's credentials, taken out. */
  clean(text: string): string {
    let out = text.split(this.repository).join(this.where);
    for (const secret of this.passwords) out = out.split(secret).join("***");
    return redactRepository(out);
  }

  /** Runs restic with `args`; its standard input and output may be streams. Rejects only when restic cannot start. */
  run(args: string[], io: Io = {}): Promise<Result> {
    // The environment without any repository or password of its own (config.ts): restic gets exactly ours.
    const env: NodeJS.ProcessEnv = { ...this.environment, RESTIC_REPOSITORY: this.repository };
    if (this.password.value !== undefined) env.RESTIC_PASSWORD = this.password.value;
    else if (this.password.file) env.RESTIC_PASSWORD_FILE = this.password.file;
    return new Promise((resolve, reject) => {
      const child = spawn("restic", args, { env, stdio: [io.input ? "pipe" : "ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      const piped: Array<Promise<void>> = [];
      if (io.output) piped.push(pipeline(child.stdout!, io.output));
      else child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout = keepTail(stdout + chunk)));
      let line = "";
      child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
        stderr = keepTail(stderr + chunk);
        if (!io.watch) return;
        const lines = (line + chunk).split("\n");
        line = lines.pop()!;
        for (const complete of lines) io.watch(complete, () => child.kill("SIGINT"));
      });
      // restic stopping early (a wrong password) closes its input: its own message says why.
      if (io.input) pipeline(io.input, child.stdin!).catch(() => {});
      child.once("error", (err: NodeJS.ErrnoException) =>
        reject(err.code === "ENOENT" ? new BackupError("restic is not installed: apt-get install restic") : err),
      );
      child.once("close", (code) => {
        Promise.allSettled(piped).then(([written]) => {
          if (written?.status === "rejected" && code === 0) reject(written.reason);
          else resolve({ code: code ?? 1, stdout, stderr });
        });
      });
    });
  }

  /** Runs restic, and throws a BackupError saying what failed unless it succeeded. */
  private async must(what: string, args: string[], io?: Io): Promise<string> {
    const result = await this.run(args, io);
    if (result.code !== 0) throw this.failure(what, result);
    return result.stdout;
  }

  /** One line for a failed restic command, its cause recognised where restic names it. */
  failure(what: string, { code, stderr }: Result): BackupError {
    // Recognised in restic's own words; shown only cleaned.
    const said = this.clean(stderr);
    const fatal = /^Fatal: (.*)$/m.exec(said)?.[1] ?? lastLines(said);
    let why: string;
    if (code === 12 || /wrong password|no key found/i.test(stderr))
      why = "the password is wrong (BACKUP_PASSWORD or BACKUP_PASSWORD_FILE is not this repository's)";
    else if (code === 11 || /already locked/i.test(stderr)) why = `another restic run holds its lock (${fatal})`;
    else if (/connection refused|no such host|i\/o timeout|network is unreachable|dial tcp/i.test(stderr))
      why = `it cannot be reached (${fatal})`;
    else why = fatal || `restic exited with ${code}`;
    return new BackupError(`${what} ${this.where} failed: ${why}`.slice(0, 400));
  }

  /** Opens the repository, creating it when nothing is there yet; true when it was created. */
  async ensureRepository(): Promise<boolean> {
    const opened = await this.run(["cat", "config", "--quiet"]);
    if (opened.code === 0) return false;
    // restic 0.14 says "unable to open config file: ... does not exist" (later versions exit with 10).
    const missing =
      opened.code === 10 || /unable to open config file: .*(does not exist|no such file or directory|not found|404)/i.test(opened.stderr);
    if (!missing || /wrong password|no key found/i.test(opened.stderr)) throw this.failure("Opening the backup repository", opened);
    await this.must("Creating the backup repository", ["init", "--quiet"]);
    return true;
  }

  /** Sends `input` as this site's export; restic's summary: the snapshot, and the bytes it had to store. */
  async backup(input: Readable): Promise<{ snapshot: string; added: number; processed: number }> {
    const stdout = await this.must(
      "Sending the backup to",
      ["backup", "--quiet", "--json", "--stdin", "--stdin-filename", SNAPSHOT_FILE.slice(1), "--tag", SITE_TAG],
      { input },
    );
    const summary = stdout
      .split("\n")
      .map(
        (line) =>
          parseJson(line) as
            { message_type?: string; snapshot_id?: string; data_added?: number; total_bytes_processed?: number } | undefined,
      )
      .find((m) => m?.message_type === "summary");
    if (!summary?.snapshot_id) throw new BackupError(`restic stored no snapshot in ${this.where}: ${this.clean(lastLines(stdout))}`);
    return { snapshot: summary.snapshot_id, added: summary.data_added ?? 0, processed: summary.total_bytes_processed ?? 0 };
  }

  /** The retention policy over this site's snapshots (14 daily, 8 weekly, 12 monthly), then prune. */
  async forget(): Promise<{ kept: number; removed: number }> {
    const stdout = await this.must("Applying the retention policy in", ["forget", "--json", "--prune", "--tag", SITE_TAG, ...RETENTION]);
    const groups = (parseJson(stdout.trim().split("\n")[0] ?? "") ?? []) as Array<{ keep?: unknown[] | null; remove?: unknown[] | null }>;
    return {
      kept: groups.reduce((n, g) => n + (g.keep?.length ?? 0), 0),
      removed: groups.reduce((n, g) => n + (g.remove?.length ?? 0), 0),
    };
  }

  /** This site's snapshots, oldest first. */
  async snapshots(): Promise<Snapshot[]> {
    const stdout = await this.must("Listing the snapshots of", ["snapshots", "--json", "--tag", SITE_TAG]);
    return ((parseJson(stdout) ?? []) as Snapshot[]).sort((a, b) => a.time.localeCompare(b.time));
  }

  /** Writes the export of snapshot `id` (uncompressed JSON lines) to `output`. */
  async dump(id: string, output: Writable): Promise<void> {
    await this.must("Reading the backup from", ["dump", "--quiet", id, SNAPSHOT_FILE], { output });
  }

  /** restic check, reading back `subset` of the data ("10%"); throws a BackupError naming the first problems. */
  async check(subset: string): Promise<void> {
    // restic 0.14 retries loading a pack again and again, even one it has just found missing (still
    // retrying after 60 s, docs/decisions/027): once it does, the answer is known, and it is stopped.
    const missing: string[] = [];
    const result = await this.run(["check", `--read-data-subset=${subset}`], {
      watch(line, stop) {
        const gone = /^pack ([0-9a-f]+): does not exist/.exec(line)?.[1];
        if (gone) missing.push(gone);
        const retried = /^Load\(<data\/([0-9a-f]+)>.*retrying/.exec(line)?.[1];
        if (retried && missing.some((id) => id.startsWith(retried))) stop();
      },
    });
    if (result.code === 0) return;
    const problems = this.clean(result.stderr)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /does not exist|error|invalid|damaged|not found|mismatch/i.test(line) && !/^(Fatal:|Load\()/.test(line));
    if (problems.length === 0) throw this.failure("Checking the backup repository", result);
    const more = problems.length > 2 ? ` (and ${problems.length - 2} more)` : "";
    throw new BackupError(`The backup repository ${this.where} is damaged: ${problems.slice(0, 2).join("; ")}${more}`.slice(0, 400));
  }
}

function readPasswordFile(file: string): string {
  try {
    return readFileSync(file, "utf8").replace(/\r?\n$/, "");
  } catch (err) {
    throw new BackupError(`BACKUP_PASSWORD_FILE ${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Output kept from a command: its end, where restic says what went wrong (progress lines can be many). */
const keepTail = (text: string) => (text.length > 1_000_000 ? text.slice(-1_000_000) : text);

const lastLines = (text: string) => text.trim().split("\n").slice(-2).join(" ").trim();
