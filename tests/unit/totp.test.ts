import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, totpCode, totpStepOf } from "../../server/auth/totp";

describe("TOTP (RFC 6238)", () => {
  // RFC 6238, Appendix B: the SHA-1 seed "12345678901234567890", 8 digits, 30-second steps.
  const seed = new TextEncoder().encode("12345678901234567890");
  const vectors: Array<[number, string]> = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  for (const [time, code] of vectors) {
    it(`gives RFC 6238's code ${code} at ${time} s`, async () => {
      expect(await generate({ secret: seed, epoch: time, digits: 8, algorithm: "sha1", period: 30 })).toBe(code);
    });
  }

  it("makes 160-bit Base32 secrets and finds the step a code belongs to, one step either way", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const now = 1_800_000_015;
    const step = Math.floor(now / 30);
    expect(await totpStepOf(secret, await totpCode(secret, now), null, now)).toBe(step);
    expect(await totpStepOf(secret, await totpCode(secret, now - 30), null, now)).toBe(step - 1);
    expect(await totpStepOf(secret, await totpCode(secret, now + 30), null, now)).toBe(step + 1);
    expect(await totpStepOf(secret, await totpCode(secret, now + 60), null, now)).toBeNull();
    expect(await totpStepOf(secret, await totpCode(secret, now - 60), null, now)).toBeNull();
    // A step already used, or one before it, is a replay.
    expect(await totpStepOf(secret, await totpCode(secret, now), step, now)).toBeNull();
    expect(await totpStepOf(secret, await totpCode(secret, now - 30), step - 1, now)).toBeNull();
    expect(await totpStepOf(secret, await totpCode(secret, now + 30), step, now)).toBe(step + 1);
    expect(await totpStepOf(secret, "12345", null, now)).toBeNull();
  });

  it("makes recovery codes of 120 random bits, hashed the same however they are typed", () => {
    const codes = new Set(Array.from({ length: 200 }, newRecoveryCode));
    expect(codes.size).toBe(200);
    const code = [...codes][0]!;
    expect(code).toMatch(/^[a-z2-7]{6}(-[a-z2-7]{6}){3}$/);
    expect(recoveryCodeHash(code.toUpperCase().replace(/-/g, " "))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});
