import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { newPasswordSchema } from "../../app/domain/schemas/auth";
import { generatePassword } from "../auth/passwords";
import { passwordProblem } from "../auth/password-policy";

/** A value that breaks a rule (a short password, an e-mail address that is not one): its message only, exit 2. */
export class InputError extends Error {}

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

/**
 * The rule a password breaks, or null when it is acceptable: the admin screens' length rule, then
 * the password rules every path that sets one applies (server/auth/password-policy.ts).
 */
function problemOf(password: string, account: { username: string; email?: string }): string | null {
  const check = newPasswordSchema.safeParse(password);
  if (!check.success) return check.error.issues[0]!.message;
  return passwordProblem(password, account);
}

/** At a terminal: asks until a password keeps the rules and is typed the same twice. */
async function askPassword(account: { username: string; email?: string }): Promise<string> {
  for (;;) {
    const password = await ask("New password: ");
    if (password === null) throw new InputError("No password given.");
    const problem = problemOf(password, account);
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

/**
 * The password given with --password (checked), asked for at a terminal, or generated and printed
 * once.
 */
export async function choosePassword(
  given: string | undefined,
  account: { username: string; email?: string },
): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) {
    const problem = problemOf(given, account);
    if (problem) throw new InputError(`The password is refused: ${problem}`);
    return { password: given, generated: false };
  }
  if (process.stdin.isTTY) return { password: await askPassword(account), generated: false };
  return { password: generatePassword(), generated: true };
}
