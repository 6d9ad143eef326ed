import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A crash is a start that finds the previous run's marker still there: a clean stop (SIGTERM,
 * server/lifecycle.ts) removes it; a crash, a kill or a power cut leaves it. One file per data
 * directory: DATA_DIR/server.running, holding the process id and when it started.
 */
const MARKER = "server.running";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Writes this run's marker. Answers when the previous run started if it did not stop cleanly. */
export async function markRunning(dataDir: string, startedAt: string): Promise<{ previousStart: string } | undefined> {
  const file = path.join(dataDir, MARKER);
  let previous: { pid?: number; startedAt?: string } | undefined;
  try {
    previous = JSON.parse(await readFile(file, "utf8")) as typeof previous;
  } catch {
    previous = undefined;
  }
  // On PostgreSQL nothing else may have made DATA_DIR yet.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify({ pid: process.pid, startedAt }), { mode: 0o600 });
  // Another server still running on this data directory is not a crash.
  if (!previous || (typeof previous.pid === "number" && previous.pid !== process.pid && alive(previous.pid))) return undefined;
  return { previousStart: typeof previous.startedAt === "string" ? previous.startedAt : "unknown" };
}

/** A clean stop: no crash is reported at the next start. */
export async function markStopped(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, MARKER), { force: true });
}
