// npm run bench:upgrade (as root, with nginx and pebble: see tests/deploy/upgrade.test.ts): failed
// public requests through nginx and the seconds the admin API (/api/cms/session) was unavailable,
// during an upgrade and during one that fails and rolls back. It runs that test, which measures
// while it upgrades, and prints its figures as a table (docs/decisions/029-upgrades-with-releases.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "gts-bench-upgrade-"));
const out = path.join(dir, "figures.json");
try {
  const r = spawnSync("npx", ["vitest", "run", "--project", "deploy", "tests/deploy/upgrade.test.ts"], {
    env: { ...process.env, BENCH_UPGRADE_OUT: out },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (r.status !== 0) {
    console.error(`${r.stdout}${r.stderr}`.split("\n").slice(-60).join("\n"));
    console.error("The upgrade test failed: no figures.");
    process.exit(1);
  }
  const figures = JSON.parse(readFileSync(out, "utf8"));
  const rows = [
    ["upgrade", figures.upgrade],
    ["failed upgrade (rolled back)", figures.failedStart],
  ];
  const head = ["", "seconds", "public requests", "failed", "admin polls", "admin unavailable (s)"];
  const table = rows.map(([name, f]) => [
    name,
    f.seconds.toFixed(1),
    String(f.publicRequests),
    String(f.publicFailed),
    String(f.adminPolls),
    f.adminUnavailableSeconds.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of table) console.log(line(row));
  console.log("\nPublic pages: /, /contact, /disclaimer over HTTPS through nginx, 4 loops; admin: GET /api/cms/session every 100 ms.");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
