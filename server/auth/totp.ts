import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { generate, generateSecret, generateURI, verify } from "otplib";
import { SITE_NAME } from "../../app/lib/seo";

/**
 * The second factor's codes (RFC 6238 TOTP: 30 s, 6 digits, SHA-1, as every authenticator app
 * reads them) through otplib, and the recovery codes (docs/decisions/015). A code is accepted
 * within one step of clock drift either way; which step it matched is returned so the caller can
 * refuse that step and every earlier one afterwards (a replay, RFC 6238 5.2).
 */
export const TOTP_PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in Base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return generateURI({ issuer: SITE_NAME, label: username, secret, algorithm: "sha1", digits: 6, period: TOTP_PERIOD_SECONDS });
}

/** The code of `secret` at `epochSeconds` (tests and the command line's checks). */
export function totpCode(secret: string, epochSeconds = Date.now() / 1000): Promise<string> {
  return generate({ secret, epoch: Math.floor(epochSeconds) });
}

/**
 * The time step `code` belongs to, within one step either way of now, and after `afterStep` when
 * given (a code of that step or before was already used); null when it matches none of them.
 */
export async function totpStepOf(
  secret: string,
  code: string,
  afterStep: number | null,
  epochSeconds = Date.now() / 1000,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(epochSeconds),
      epochTolerance: DRIFT_STEPS * TOTP_PERIOD_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid ? Math.floor(Math.floor(epochSeconds) / TOTP_PERIOD_SECONDS) + result.delta : null;
  } catch {
    // otplib refuses an afterTimeStep ahead of now (a clock turned back): no code is valid then.
    return null;
  }
}

// --- Recovery codes -----------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * One recovery code: 24 Base32 characters, 120 random bits, shown as four groups of six. With more
 * than 112 bits a plain SHA-256 may store it (ASVS 5.0 6.5.2), so checking one costs nothing.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{6}/g)!.join("-");
}

/** The stored form of a recovery code, as typed in any case, with or without its dashes. */
export function recoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[\s-]+/g, ""))
    .digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
