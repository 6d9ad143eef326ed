/**
 * People's accounts from the server's shell (npm run admin -- ...):
 *   create <username> <email> [--password <password>] [--role <role>] [--languages <codes>]
 *   set-password <username> [--password <password>]
 *   set-email <username> <email>
 *   list
 *   second-factor-off <username>
 *   end-sessions <username>
 *   housekeeping
 * Without --password the password is asked for (hidden) on a terminal, or generated and printed
 * once otherwise (--must-change has the person choose a new one at the next sign-in). set-password ends every session
 * of that person. housekeeping runs now what the server runs every hour.
 */
import { type Config, loadConfig, ConfigError } from "../config";
import { DatabaseOpenError, openDatabase } from "../db/connect";
import { createLogger } from "../logger";
import { createServices, type Services } from "../services";
import { AdminError } from "../auth/accounts";
import { runHousekeeping } from "../housekeeping";
import { InputError, choosePassword } from "./prompt";
import { endSessions, listPeople, parseEmail, parseLanguages, parseRole, secondFactorOff, setEmail } from "./people";

const USAGE = `Usage:
  npm run admin -- create <username> <email> [--password <password>] [--role administrator|editor|translator] [--languages ja,ko] [--must-change]
  npm run admin -- set-password <username> [--password <password>] [--must-change]
  npm run admin -- set-email <username> <email>
  npm run admin -- list
  npm run admin -- second-factor-off <username>
  npm run admin -- end-sessions <username>
  npm run admin -- housekeeping

Without --password you are asked for one on a terminal; otherwise one is generated and printed
once. --must-change has the person choose a new password at their next sign-in, before anything
else (for a password you made for them). Passing --password on the command line leaves it in
your shell history: prefer the prompt. second-factor-off is for someone who lost their
authenticator app and their recovery codes: make sure it is them who asks.`;

class UsageError extends Error {}
/** `--help`: the usage on standard output and success, since asking for help is not an error. */
class HelpRequested extends Error {}

const OPTIONS = ["password", "role", "languages"] as const;

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options: Partial<Record<(typeof OPTIONS)[number], string>> = {};
  let mustChange = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const option = OPTIONS.find((name) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (option) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${option} needs a value`);
      options[option] = value;
    } else if (arg === "--must-change") {
      mustChange = true;
    } else if (arg === "--help" || arg === "-h") {
      throw new HelpRequested();
    } else {
      positional.push(arg);
    }
  }
  return { positional, options, mustChange };
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
  const { positional, options, mustChange } = parseArgs(argv);
  const given = options.password;
  const [command, ...rest] = positional;
  const config = loadConfig();
  if (command === "create") {
    const [username, address] = rest;
    if (!username || !address || rest.length > 2) throw new UsageError("create needs <username> <email>");
    const email = parseEmail(address);
    if (username.length > 100) throw new InputError("The username is too long (at most 100 characters)");
    const role = parseRole(options.role);
    const languages = parseLanguages(options.languages, role);
    const { password, generated } = await choosePassword(given, { username, email });
    await withServices(config, (services) =>
      services.auth.createAdmin({ username, email, password, role, languages, mustChangePassword: mustChange }),
    );
    console.log(`Created ${role} "${username}" <${email}>${languages.length ? ` for ${languages.join(", ")}` : ""}.`);
    if (generated) console.log(`Password (shown once): ${password}`);
    return 0;
  }
  if (command === "set-password") {
    const [username] = rest;
    if (!username || rest.length > 1) throw new UsageError("set-password needs <username>");
    const { password, generated } = await choosePassword(given, { username });
    await withServices(config, (services) => services.auth.setPassword(username, password, { mustChange }));
    console.log(`Password of "${username}" changed; every session of that person has ended.`);
    if (generated) console.log(`Password (shown once): ${password}`);
    return 0;
  }
  if (command === "set-email") {
    const [username, address] = rest;
    if (!username || !address || rest.length > 2) throw new UsageError("set-email needs <username> <email>");
    const email = parseEmail(address);
    const { from } = await withServices(config, (services) => setEmail(services, username, email));
    console.log(
      `The e-mail address of "${username}" is now ${email} (it was ${from}; a notice went there). Reset links now go to the new address.`,
    );
    return 0;
  }
  if (command === "list") {
    if (rest.length > 0) throw new UsageError("list takes no arguments");
    console.log(await withServices(config, listPeople));
    return 0;
  }
  if (command === "second-factor-off") {
    const [username] = rest;
    if (!username || rest.length > 1) throw new UsageError("second-factor-off needs <username>");
    await withServices(config, (services) => secondFactorOff(services, username));
    console.log(
      `The second factor of "${username}" is off and their sessions have ended: they sign in with their password and set up a new one.`,
    );
    return 0;
  }
  if (command === "end-sessions") {
    const [username] = rest;
    if (!username || rest.length > 1) throw new UsageError("end-sessions needs <username>");
    const ended = await withServices(config, (services) => endSessions(services, username));
    console.log(`${ended} session(s) of "${username}" ended.`);
    return 0;
  }
  if (command === "housekeeping") {
    if (rest.length > 0) throw new UsageError("housekeeping takes no arguments");
    const { purgedPages, prunedRevisions, prunedActivity } = await withServices(config, (services) => runHousekeeping(services));
    console.log(
      `Housekeeping done: ${purgedPages} page(s) deleted for ever from the trash, ${prunedRevisions} old revision(s) removed, ${prunedActivity} activity entr${prunedActivity === 1 ? "y" : "ies"} older than a year removed.`,
    );
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
