import { ROLES, ROLE_LABELS, type Role } from "../../app/domain/people/roles";
import { emailSchema } from "../../app/domain/schemas/auth";
import { languagesSchema } from "../../app/domain/schemas/people";
import { parseInput } from "../../app/lib/validation";
import { AdminError } from "../auth/accounts";
import { SHELL } from "../activity-log";
import type { Services } from "../services";
import { InputError } from "./prompt";

/** `--role` of `create`: Administrator unless told otherwise. */
export function parseRole(value: string | undefined): Role {
  if (value === undefined) return "administrator";
  if (!(ROLES as readonly string[]).includes(value)) throw new InputError(`The role must be ${ROLES.join(", ")}`);
  return value as Role;
}

/** `--languages ja,ko` of `create` (a translator's). */
export function parseLanguages(value: string | undefined, role: Role): string[] {
  if (role !== "translator") {
    if (value) throw new InputError("Only a translator has languages");
    return [];
  }
  const codes = (value ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  const parsed = languagesSchema.safeParse(codes);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]!.message);
  if (codes.length === 0) throw new InputError("A translator needs --languages, such as --languages ja,ko");
  return parsed.data;
}

const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) + " UTC" : "never");

/** `list`: everyone who signs in, one line each. */
export async function listPeople(services: Services): Promise<string> {
  const people = await services.people.list();
  const rows = people.map((p) => [
    p.username,
    ROLE_LABELS[p.role],
    p.languages.join(",") || "-",
    p.totp ? "yes" : "no",
    when(p.lastSignInAt),
    p.email,
  ]);
  const header = ["USERNAME", "ROLE", "LANGUAGES", "SECOND FACTOR", "LAST SIGN-IN", "E-MAIL"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function personNamed(services: Services, username: string) {
  const person = (await services.people.list()).find((p) => p.username === username);
  if (!person) throw new AdminError(`No one is named "${username}".`);
  return person;
}

/**
 * `second-factor-off`: for someone who lost their authenticator app and their recovery codes. The
 * operator at the server's shell vouches for who asked (docs/asvs-authentication-sessions.md, 6.4.4);
 * their sessions end too.
 */
export async function secondFactorOff(services: Services, username: string): Promise<void> {
  const person = await personNamed(services, username);
  if (!person.totp) throw new AdminError(`"${username}" has no second factor.`);
  await services.accounts.turnOff(person.id, SHELL, { type: "person", id: person.id, label: username });
  await services.people.endSessions(person.id, SHELL);
}

/** `end-sessions`: every session of that person ends. */
export async function endSessions(services: Services, username: string): Promise<number> {
  const person = await personNamed(services, username);
  return (await services.people.endSessions(person.id, SHELL)).ended;
}

/** An account's e-mail address from the command line: the rule of every form (app/domain/schemas/auth.ts). */
export function parseEmail(value: string): string {
  const parsed = parseInput(emailSchema, value);
  if (!parsed.ok) throw new InputError(`"${value}" is not an e-mail address`);
  return parsed.data;
}

/** `set-email`: the address changes at once (the operator vouches for it); the old address is told. */
export async function setEmail(services: Services, username: string, email: string): Promise<{ from: string }> {
  return services.emailChanges.setFromShell(username, email, SHELL);
}
