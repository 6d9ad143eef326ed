/**
 * npm run server:upgrade: its command line (docs/deploying.md, "Upgrading"). `--root` and
 * `--reuse-build` are for the tests only (tests/deploy/upgrade.test.ts), as the installer's are.
 */
import path from "node:path";

export interface UpgradeOptions {
  ref?: string;
  dir: string;
  dryRun: boolean;
  root: string;
  reuseBuild: boolean;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run server:upgrade [-- options]

Upgrades the site that npm run server:install set up, as root, to the commit of the clone it is
run from (git pull first) or to --ref: builds it beside the running release, takes a backup, stops
the server, migrates the database, switches the current link, starts the server and checks its
health. When the build, the migration or the health check fails, it puts the previous release and
the database back by itself and says why. The last 3 releases are kept.

  --ref REF            a branch, tag or commit of this clone instead of its HEAD
  --dir DIR            where the site lives [/srv/guam-translation]
  --dry-run            print each step and change nothing
  --help               this text`;

export function parseUpgradeOptions(argv: string[]): UpgradeOptions | null {
  const raw: Record<string, string | boolean> = {};
  const flags: Record<string, string> = { "--ref": "ref", "--dir": "dir", "--root": "root" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return null;
    if (arg === "--dry-run") raw.dryRun = true;
    else if (arg === "--reuse-build") raw.reuseBuild = true;
    else {
      const eq = arg.indexOf("=");
      const flag = eq === -1 ? arg : arg.slice(0, eq);
      const key = flags[flag];
      if (!key) throw new UsageError(`Unknown option ${arg} (--help lists them)`);
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || value === "" || (eq === -1 && value.startsWith("--"))) throw new UsageError(`${flag} needs a value`);
      raw[key] = value;
    }
  }
  if (typeof raw.ref === "string" && !/^[\w./^~-]{1,200}$/.test(raw.ref))
    throw new UsageError(`--ref ${raw.ref}: not a branch, tag or commit`);
  const root = raw.root ? path.resolve(String(raw.root)) : "";
  return {
    ref: raw.ref as string | undefined,
    dir: path.resolve(String(raw.dir ?? `${root}/srv/guam-translation`)),
    dryRun: raw.dryRun === true,
    root,
    reuseBuild: raw.reuseBuild === true,
  };
}
