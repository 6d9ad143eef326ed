/** The installer's hands on the system: commands, files, users (docs/deploying.md). */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export class StepError extends Error {}

/** A command's standard output; "" when it could not run or failed. */
export function capture(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  return result.status === 0 ? String(result.stdout ?? "") : "";
}

/**
 * Runs a command to its end; throws a StepError with its output when it fails. Its output is
 * kept back (and shown only on failure) unless `show` is set.
 */
export function run(command: string, args: string[], options: SpawnSyncOptions & { show?: boolean } = {}): string {
  const { show, ...rest } = options;
  const result = spawnSync(command, args, { encoding: "utf8", stdio: show ? "inherit" : "pipe", maxBuffer: 64 << 20, ...rest });
  if (result.error) throw new StepError(`${command}: ${result.error.message}`);
  if (result.status !== 0)
    throw new StepError(
      `${command} ${args.join(" ")} failed (exit ${result.status}):\n${String(result.stderr ?? "")}${String(result.stdout ?? "")}`.trim(),
    );
  return String(result.stdout ?? "");
}

export function readOr(file: string, fallback = ""): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return fallback;
  }
}

export interface Owner {
  uid: number;
  gid: number;
}

/** Writes the file in one step (a temporary file renamed over it), with its mode and owner. */
export function writeFile(file: string, content: string, mode: number, owner?: Owner): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  chmodSync(temporary, mode);
  if (owner) chownSync(temporary, owner.uid, owner.gid);
  renameSync(temporary, file);
}

/** Whether the file has this content, mode and owner already. */
export function fileIs(file: string, content: string, mode: number, owner?: Owner): boolean {
  if (!existsSync(file) || readOr(file) !== content) return false;
  const s = statSync(file);
  return (s.mode & 0o777) === mode && (!owner || (s.uid === owner.uid && s.gid === owner.gid));
}

/** A user's uid and gid, or null when there is no such user. */
export function userIds(name: string): Owner | null {
  const uid = capture("id", ["-u", name]).trim();
  const gid = capture("id", ["-g", name]).trim();
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

/** systemd runs this machine (PID 1): otherwise (containers, CI) the installer starts things itself. */
export function systemdRuns(): boolean {
  return existsSync("/run/systemd/system");
}

/** KEY=value lines (systemd's EnvironmentFile: comments on lines of their own). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!.replace(/^"(.*)"$/, "$1");
  }
  return env;
}

/** Whether a process with this pid runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function pidFrom(file: string): number | null {
  const pid = Number(readOr(file).trim());
  return pid > 0 && alive(pid) ? pid : null;
}
