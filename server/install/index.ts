/**
 * npm run server:install (scripts/server-install.mjs): from a fresh Debian or Ubuntu server to a
 * running HTTPS site in one command. docs/deploying.md says what each step does and how to undo it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseOptions, pathsFor, UsageError, USAGE } from "./options";
import { preflight, PreflightError } from "./preflight";
import type { Context, Step } from "./step";
import { build, code, dataDir, dependencies, envFile, packages, user } from "./steps-site";
import { administrator, server, unit } from "./steps-service";
import { backupStep, certificateStep, nginxStep, renewalStep } from "./steps-web";
import { StepError, systemdRuns } from "./system";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function stepsFor(ctx: Context): Step[] {
  const steps: Step[] = [packages, user, code, dependencies, build, dataDir, envFile, unit, administrator, server];
  if (ctx.o.tls) steps.push(nginxStep("nginx"), certificateStep, nginxStep("nginx with the certificate"), renewalStep);
  const backups = backupStep(ctx.repo);
  if (backups) steps.push(backups);
  return steps;
}

export async function run(argv: string[], out = (line: string) => console.log(line)): Promise<number> {
  let options;
  try {
    options = parseOptions(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    out(USAGE);
    return 0;
  }
  const paths = pathsFor(options);
  const ctx: Context = { o: options, paths, repo: REPO, systemd: systemdRuns(), changed: new Set() };
  process.umask(0o022);
  try {
    for (const line of await preflight(options, paths)) out(`Checked: ${line}.`);
  } catch (err) {
    if (!(err instanceof PreflightError)) throw err;
    console.error(`Nothing was changed. ${err.message}`);
    return 1;
  }
  if (!ctx.systemd) out("systemd is not PID 1 here: units are installed and verified, and the installer starts what they would start.");
  if (options.dryRun) out("Dry run: nothing will be changed.");
  const started = Date.now();
  let changes = 0;
  for (const step of stepsFor(ctx)) {
    const done = await step.done(ctx);
    if (done) {
      out(`  ok  ${step.title}: ${done}`);
      continue;
    }
    if (options.dryRun) {
      out(` would ${step.title}: ${step.plan(ctx)}`);
      continue;
    }
    out(`  ..  ${step.title}: ${step.plan(ctx)}`);
    try {
      const note = await step.apply(ctx);
      changes += 1;
      out(`  done ${step.title}${note ? `: ${note}` : ""}`);
    } catch (err) {
      if (!(err instanceof StepError)) throw err;
      console.error(`Failed at "${step.title}": ${err.message}\nRun this again once that is fixed: what is done already is kept.`);
      return 1;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (options.dryRun) out(`Dry run over: nothing was changed.`);
  else if (changes === 0) out(`Nothing to change: everything was in place already (${seconds} s).`);
  else
    out(
      `Installed: ${changes} step(s) done in ${seconds} s. ${options.tls ? `https://${options.domain}/cms` : `http://127.0.0.1:${options.port}/cms`} to sign in.`,
    );
  return 0;
}
