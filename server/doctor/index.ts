/**
 * npm run server:doctor (scripts/server-doctor.mjs), as root on the server: everything the System
 * screen checks, plus what only root can see: the unit, the file modes, the environment file,
 * nginx's configuration, and whether the site answers. Each problem is printed with its fix; the
 * exit status is 1 when there is one (docs/deploying.md, "npm run server:doctor").
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SystemCheck } from "../../app/domain/schemas/system";
import { ConfigError, loadConfig } from "../config";
import { capture, parseEnvFile, readOr, systemdRuns, userIds } from "../install/system";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
type Finding = Omit<SystemCheck, "name"> & { name: string };

const ok = (label: string, message: string): Finding => ({ name: label, label, ok: true, message });
const problem = (label: string, message: string, fix: string): Finding => ({ name: label, label, ok: false, message, fix });
const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** The installed unit's settings, as systemd reads them. */
function unitOf(file: string) {
  const text = readOr(file);
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(text)?.[1]?.trim();
  return { user: value("User"), cwd: value("WorkingDirectory"), envFile: value("EnvironmentFile")?.replace(/^-/, "") };
}

function unitFindings(root: string, unitFile: string, systemd: boolean): Finding[] {
  const found: Finding[] = [];
  const install = "run `npm run server:install -- --domain … --email …` again from the clone: it puts back what is missing";
  if (!existsSync(unitFile)) return [problem("Service", `${unitFile} is missing: the site is not installed here`, install)];
  const verify = spawnSync("systemd-analyze", ["verify", unitFile], { encoding: "utf8" });
  found.push(
    verify.status === 0
      ? ok("Service", `${unitFile} verifies`)
      : problem("Service", `systemd-analyze verify ${unitFile} fails: ${verify.stderr.trim().split("\n")[0]}`, install),
  );
  const timer = `${root}/etc/systemd/system/guam-translation-backup.timer`;
  if (!existsSync(timer)) found.push(problem("Backup schedule", `${timer} is missing: no daily backup runs`, install));
  if (systemd) {
    for (const [name, label] of [
      ["guam-translation.service", "Service"],
      ["guam-translation-backup.timer", "Backup schedule"],
    ] as const) {
      const active = capture("systemctl", ["is-active", name]).trim();
      const enabled = capture("systemctl", ["is-enabled", name]).trim();
      if (active !== "active" || enabled !== "enabled")
        found.push(problem(label, `${name} is ${active || "unknown"} and ${enabled || "unknown"}`, `systemctl enable --now ${name}`));
    }
  }
  return found;
}

function fileFindings(envFile: string, dataDir: string | undefined, user: string): Finding[] {
  const ids = userIds(user);
  if (!ids) return [problem("Site user", `the unit's user ${user} does not exist`, "run npm run server:install again")];
  const found: Finding[] = [];
  if (!existsSync(envFile)) return [problem("Environment file", `${envFile} is missing`, "run npm run server:install again")];
  const env = statSync(envFile);
  if (mode(envFile) !== "640" || env.uid !== 0 || env.gid !== ids.gid)
    found.push(
      problem(
        "Environment file",
        `${envFile} is mode ${mode(envFile)}, owned by ${env.uid}:${env.gid}: it holds secrets, so only root writes it and only the site reads it`,
        `chown root:${user} ${envFile} && chmod 640 ${envFile}`,
      ),
    );
  else found.push(ok("Environment file", `${envFile}, 640, root:${user}`));
  if (dataDir && existsSync(dataDir)) {
    const data = statSync(dataDir);
    if (mode(dataDir) !== "700" || data.uid !== ids.uid)
      found.push(
        problem(
          "Data directory",
          `${dataDir} is mode ${mode(dataDir)}, owned by ${data.uid}`,
          `chown ${user}: ${dataDir} && chmod 700 ${dataDir}`,
        ),
      );
    else found.push(ok("Data directory", `${dataDir}, 700, ${user}'s`));
  } else found.push(problem("Data directory", `${dataDir ?? "DATA_DIR"} is missing`, "run npm run server:install again"));
  return found;
}

function nginxFindings(root: string): Finding[] {
  const site = `${root}/etc/nginx/sites-enabled/guam-translation`;
  if (!existsSync(site)) return [ok("nginx", "no nginx site of ours (installed with --no-tls, behind another proxy)")];
  const test = spawnSync("nginx", ["-t", "-q", "-c", `${root}/etc/nginx/nginx.conf`], { encoding: "utf8" });
  return [
    test.status === 0
      ? ok("nginx", "nginx -t accepts the configuration")
      : problem(
          "nginx",
          `nginx -t refuses the configuration: ${test.stderr.trim().split("\n")[0]}`,
          "fix the file it names, then `nginx -t && systemctl reload nginx`",
        ),
  ];
}

async function answers(env: Record<string, string>): Promise<Finding> {
  const url = `http://${env.HOST && env.HOST !== "0.0.0.0" ? env.HOST : "127.0.0.1"}:${env.PORT ?? "3000"}/`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: "manual" });
    if (res.status === 200) return ok("Site", `${url} answers 200`);
    return problem("Site", `${url} answers ${res.status}`, "read the log: `journalctl -u guam-translation -n 50`");
  } catch {
    return problem(
      "Site",
      `nothing answers at ${url}`,
      "`systemctl restart guam-translation`, then read `journalctl -u guam-translation -n 50`",
    );
  }
}

/** The System screen's checks, run as the unit's user with its environment and in its directory. */
function inside(unit: ReturnType<typeof unitOf>, env: Record<string, string>): Finding[] {
  const script = path.join(unit.cwd ?? REPO, "scripts/server-doctor.mjs");
  const r = spawnSync(
    "setpriv",
    [`--reuid=${unit.user}`, `--regid=${unit.user}`, "--init-groups", "--", process.execPath, script, "--inside"],
    {
      cwd: unit.cwd,
      env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...env },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  try {
    return JSON.parse(r.stdout) as Finding[];
  } catch {
    return [
      problem(
        "Database",
        `the checks could not run as ${unit.user}: ${(r.stderr || r.stdout).trim().split("\n").slice(-1)[0]}`,
        "see the message above",
      ),
    ];
  }
}

export async function run(argv: string[], out = (line: string) => console.log(line)): Promise<number> {
  if (argv.includes("--inside")) {
    const { insideChecks } = await import("./inside");
    out(JSON.stringify(await insideChecks()));
    return 0;
  }
  if (process.getuid?.() !== 0) {
    console.error("Run this as root (sudo npm run server:doctor): it reads the environment file and the unit's files.");
    return 1;
  }
  const rootAt = argv.indexOf("--root");
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1] ?? "") : "";
  const unitFile = `${root}/etc/systemd/system/guam-translation.service`;
  const unit = unitOf(unitFile);
  const findings = unitFindings(root, unitFile, systemdRuns());
  if (existsSync(unitFile) && unit.envFile && unit.user) {
    const env = parseEnvFile(readOr(unit.envFile));
    try {
      loadConfig(env);
      findings.push(
        ...fileFindings(unit.envFile, env.DATA_DIR, unit.user),
        ...nginxFindings(root),
        await answers(env),
        ...inside(unit, env),
      );
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      findings.push(
        problem("Environment file", err.problems.join("; "), `correct ${unit.envFile}, then \`systemctl restart guam-translation\``),
      );
    }
  }
  for (const f of findings) {
    out(`${f.ok ? "  ok  " : "  FAIL"} ${f.label}: ${f.message}`);
    if (!f.ok && f.fix) out(`        fix: ${f.fix}`);
  }
  const problems = findings.filter((f) => !f.ok).length;
  out(problems ? `${problems} problem(s) found.` : "No problem found.");
  return problems ? 1 : 0;
}
