/**
 * Administrator accounts from the server's shell (npm run admin -- ...):
 *   create <username> <email> [--password <password>]
 *   set-password <username> [--password <password>]
 *   housekeeping
 * Without --password the password is asked for (hidden) on a terminal, or generated and printed
 * once otherwise. set-password ends every session of that administrator. housekeeping runs now what
 * the server runs every hour (expired sessions, the trash after 30 days, old revisions).
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { z } from "zod";
import { type Config, loadConfig, ConfigError } from "../config";
import { DatabaseOpenError, openDatabase } from "../db/connect";
import { createLogger } from "../logger";
import { createServices, type Services } from "../services";
import { AdminError } from "../auth/service";
import { generatePassword } from "../auth/passwords";
import { runHousekeeping } from "../housekeeping";
import { newPasswordSchema } from "../../app/lib/schemas/auth";

const USAGE = `Usage:
  npm run admin -- create <username> <email> [--password <password>]
  npm run admin -- set-password <username> [--password <password>]
  npm run admin -- housekeeping

Without --password you are asked for one on a terminal; otherwise one is generated and printed.
Passing --password on the command line leaves it in your shell history: prefer the prompt.`;

class UsageError extends Error {}
/** A value that breaks a rule (a short password, an e-mail address that is not one): its message only, exit 2. */
class InputError extends Error {}
/** `--help`: the usage on standard output and success, since asking for help is not an error. */
class HelpRequested extends Error {}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  let password: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--password") {
      password = argv[++i];
      if (password === undefined) throw new UsageError("--password needs a value");
    } else if (arg.startsWith("--password=")) {
      password = arg.slice("--password=".length);
    } else if (arg === "--help" || arg === "-h") {
      throw new HelpRequested();
    } else {
      positional.push(arg);
    }
  }
  return { positional, password };
}

/** Asks for a line without showing what is typed; null when the input ends (Ctrl-D). */
async function ask(question: string): Promise<string | null> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string | null>((resolve) => {
    rl.question(question, resolve);
    rl.once("close", () => resolve(null));
  });
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write("\n");
  return value;
}

/** The rule a password breaks, or null when it is acceptable (the same rule as the admin screens). */
function passwordProblem(password: string): string | null {
  const check = newPasswordSchema.safeParse(password);
  return check.success ? null : check.error.issues[0]!.message;
}

/** At a terminal: asks until a password keeps the rule and is typed the same twice. */
async function askPassword(): Promise<string> {
  for (;;) {
    const password = await ask("New password: ");
    if (password === null) throw new InputError("No password given.");
    const problem = passwordProblem(password);
    if (problem) {
      console.error(`${problem}. Try again.`);
      continue;
    }
    const again = await ask("Repeat it: ");
    if (again === null) throw new InputError("No password given.");
    if (again === password) return password;
    console.error("The two passwords differ. Try again.");
  }
}

async function choosePassword(given: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) {
    const problem = passwordProblem(given);
    if (problem) throw new InputError(`The password is refused: ${problem}`);
    return { password: given, generated: false };
  }
  if (process.stdin.isTTY) return { password: await askPassword(), generated: false };
  return { password: generatePassword(), generated: true };
}

/** The services, on the same DATA_DIR / DATABASE_URL as the server, for one command. */
async function withServices<T>(config: Config, work: (services: Services) => Promise<T>): Promise<T> {
  const services = createServices(config, await openDatabase(config), createLogger({ ...config, logLevel: "warn" }, process.stderr));
  try {
    return await work(services);
  } finally {
    await services.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { positional, password: given } = parseArgs(argv);
  const [command, ...rest] = positional;
  const config = loadConfig();
  if (command === "create") {
    const [username, email] = rest;
    if (!username || !email || rest.length > 2) throw new UsageError("create needs <username> <email>");
    if (!z.email().safeParse(email).success) throw new InputError(`"${email}" is not an e-mail address`);
    if (username.length > 100) throw new InputError("The username is too long (at most 100 characters)");
    const { password, generated } = await choosePassword(given);
    await withServices(config, (services) => services.auth.createAdmin({ username, email, password }));
    console.log(`Created administrator "${username}" <${email}>.`);
    if (generated) console.log(`Password (shown once): ${password}`);
    return 0;
  }
  if (command === "set-password") {
    const [username] = rest;
    if (!username || rest.length > 1) throw new UsageError("set-password needs <username>");
    const { password, generated } = await choosePassword(given);
    await withServices(config, (services) => services.auth.setPassword(username, password));
    console.log(`Password of "${username}" changed; every session of that administrator has ended.`);
    if (generated) console.log(`Password (shown once): ${password}`);
    return 0;
  }
  if (command === "housekeeping") {
    if (rest.length > 0) throw new UsageError("housekeeping takes no arguments");
    const { purgedPages, prunedRevisions } = await withServices(config, (services) => runHousekeeping(services));
    console.log(`Housekeeping done: ${purgedPages} page(s) deleted for ever from the trash, ${prunedRevisions} old revision(s) removed.`);
    return 0;
  }
  throw new UsageError(command ? `Unknown command "${command}"` : "");
}

export async function run(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (err) {
    if (err instanceof HelpRequested) {
      console.log(USAGE);
      return 0;
    }
    if (err instanceof InputError) {
      console.error(err.message);
      return 2;
    }
    if (err instanceof UsageError) {
      if (err.message) console.error(err.message + "\n");
      console.error(USAGE);
      return 2;
    }
    if (err instanceof AdminError || err instanceof ConfigError || err instanceof DatabaseOpenError) {
      console.error(err.message);
      return 1;
    }
    console.error("Failed:", err instanceof Error ? err.message : err);
    return 1;
  }
}
