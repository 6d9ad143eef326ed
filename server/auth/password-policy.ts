import { readFileSync } from "node:fs";
import { LIMITS } from "../../app/lib/limits";

/**
 * What a new password must not be (docs/product.md, "Passwords"; ASVS 5.0 6.2.4, 6.2.11, 6.2.12):
 * one of the 10,000 most common passwords (a list from breach dumps, kept beside this file with
 * its origin in password-lists/SOURCES.md), the username, or a word of this site's context
 * (its name, its trade, its place, the admin area's words) dressed up with digits and symbols.
 * Every path that sets a password asks this: the reset request, an invitation, a password change,
 * the command line. Length is the schemas' rule (LIMITS); any character is allowed (6.2.5).
 */

/** Words of this site's context (ASVS 6.1.2), documented in docs/asvs-authentication-sessions.md. */
export const CONTEXT_WORDS: readonly string[] = [
  "guam",
  "guahan",
  "tamuning",
  "hagatna",
  "chamorro",
  "chamoru",
  "hafa",
  "adai",
  "hafaadai",
  "marianas",
  "translation",
  "translations",
  "translate",
  "translator",
  "translators",
  "translating",
  "services",
  "service",
  "interpreter",
  "language",
  "languages",
  "braille",
  "xact",
  "guarantee",
  "quote",
  "admin",
  "administrator",
  "editor",
  "cms",
  "password",
  "passw0rd",
  "welcome",
  "letmein",
  "login",
  "website",
];

const MESSAGES = {
  common: "This password is one of the 10,000 most common passwords: choose one that is harder to guess",
  username: "The password must not be your username",
  context: "This password is made of this site's own words (such as its name or place): choose one that is harder to guess",
} as const;

let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  // Beside this module in the sources, and copied beside the server's bundle by scripts/build-server.mjs.
  common ??= new Set(
    readFileSync(new URL("./password-lists/common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

/**
 * The letters a password is made of: lower case, without the digits and symbols added at either
 * end ("Guam2024!"), look-alike digits inside read as letters ("p@ssw0rd"), anything else dropped.
 */
function lettersOf(password: string): string {
  const core = password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, "");
  return [...core]
    .map((c) => LEET[c] ?? c)
    .join("")
    .replace(/[^a-z]/g, "");
}

/** Whether `letters` is nothing but words of `words` one after another (at most four of them). */
function madeOfWords(letters: string, words: readonly string[], depth = 0): boolean {
  if (letters === "") return depth > 0;
  if (depth === 4) return false;
  return words.some((word) => word.length > 0 && letters.startsWith(word) && madeOfWords(letters.slice(word.length), words, depth + 1));
}

/**
 * The sentence that says why `password` may not be set, or null when it may. `username` and
 * `email` are the account's: the password may be neither, nor their words with digits added.
 */
export function passwordProblem(password: string, account: { username?: string; email?: string } = {}): string | null {
  if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
    return `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long`;
  }
  const lower = password.toLowerCase();
  const username = account.username?.trim().toLowerCase();
  if (username && (lower === username || lettersOf(password) === lettersOf(username))) return MESSAGES.username;
  if (commonPasswords().has(lower)) return MESSAGES.common;
  const personal = [account.username, account.email?.split("@")[0]]
    .filter(Boolean)
    .map((word) => lettersOf(word!))
    .filter((word) => word.length >= 3);
  if (madeOfWords(lettersOf(password), [...CONTEXT_WORDS, ...personal])) return MESSAGES.context;
  return null;
}

export const PASSWORD_MESSAGES = MESSAGES;
