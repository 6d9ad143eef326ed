import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { LIMITS } from "../../app/lib/limits";

/**
 * scrypt from node:crypto (memory-hard, salted). Stored as `scrypt$N$r$p$salt$hash` so the cost
 * can be raised later without breaking existing hashes.
 */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length > LIMITS.passwordMax) throw new Error("password too long");
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > LIMITS.passwordMax) return false;
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(key, expected);
}

/**
 * Whether `stored` is a hash exactly as hashPassword makes it: scrypt with this site's cost, its
 * salt and key lengths, in canonical base64. A hash with other parameters can make each sign-in
 * cost seconds (p=200 takes about 5 s) or fail; the import accepts only these.
 */
export function isOwnPasswordHash(stored: string): boolean {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  if (parts[1] !== String(COST.N) || parts[2] !== String(COST.r) || parts[3] !== String(COST.p)) return false;
  const canonical = (text: string, length: number) => {
    const bytes = Buffer.from(text, "base64");
    return bytes.length === length && bytes.toString("base64") === text;
  };
  return canonical(parts[4]!, SALT_LENGTH) && canonical(parts[5]!, KEY_LENGTH);
}

/** Verified against when the username is unknown, so both failures take about the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
