import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTEXT_WORDS, PASSWORD_MESSAGES, passwordProblem } from "../../server/auth/password-policy";
import { LIMITS } from "../../app/lib/limits";
import { newPasswordSchema } from "../../app/domain/schemas/auth";
import { loadConfig } from "../../server/config";

describe("the password rules", () => {
  it("keeps the list of the 10,000 most common passwords as its origin says (server/auth/password-lists/SOURCES.md)", () => {
    const file = readFileSync("server/auth/password-lists/common-passwords.txt");
    expect(file.length).toBe(76_508);
    expect(createHash("sha256").update(file).digest("hex")).toBe("49f08c78f59d1ff10a73195ea8dc15c5c64a66d7db858e67067338ba436d9009");
    const lines = file.toString("utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(lines.filter((line) => line.length >= LIMITS.passwordMin).length).toBeGreaterThanOrEqual(3_000);
  });

  it("refuses common passwords in any letter case", () => {
    for (const password of ["password", "12345678", "baseball", "Sunshine", "PASSWORD1", "trustno1", "qwertyuiop"]) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it("refuses the username and the username with digits added", () => {
    expect(passwordProblem("owner-owner", { username: "owner-owner" })).toBe(PASSWORD_MESSAGES.username);
    expect(passwordProblem("Tala2024!", { username: "tala" })).toBe(PASSWORD_MESSAGES.username);
  });

  it("refuses the site's own words dressed up with digits, symbols and look-alikes", () => {
    for (const password of ["Guam2024!", "GuamTranslation1", "Hafa-Adai-2025", "Tr4nsl4tion!!", "chamorro123", "Administrator#1"]) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.context);
    }
    expect(CONTEXT_WORDS).toContain("guam");
  });

  it("accepts passphrases of any characters, the site's words among others included", () => {
    for (const password of [
      "correct horse battery staple",
      "Our Guam office opens at 9",
      "日本語のパスワードです",
      "x7$Lq!v2#Rk9",
      "a".repeat(64) + "b",
    ]) {
      expect(passwordProblem(password), password).toBeNull();
    }
    expect(passwordProblem("sh0rt")).toMatch(/6 to 256/);
  });

  it("has one minimum length, which the screens' schema, ADMIN_PASSWORD, the README and the product description all state", () => {
    const min = LIMITS.passwordMin;
    const short = "q".repeat(min - 3) + "z!";
    const enough = "q".repeat(min - 1) + "!";
    expect(short).toHaveLength(min - 1);
    expect(passwordProblem(short)).toMatch(new RegExp(`^Password must be ${min} to`));
    expect(passwordProblem(enough)).toBeNull();
    // The screens and the shell tool check the schema first.
    expect(newPasswordSchema.safeParse(short).success).toBe(false);
    expect(newPasswordSchema.safeParse(enough).success).toBe(true);
    expect(() => loadConfig({ ADMIN_PASSWORD: short })).toThrow(`ADMIN_PASSWORD: must be at least ${min} characters`);
    expect(loadConfig({ ADMIN_PASSWORD: enough }).admin.password).toBe(enough);
    const readme = readFileSync("README.md", "utf8").replace(/\s+/g, " ");
    expect(readme).toContain(`one shorter than ${min} characters`);
    expect(readme).not.toMatch(new RegExp(`shorter than (?!${min} )\\d+ characters`));
    const product = readFileSync("docs/product.md", "utf8").replace(/\s+/g, " ");
    expect(product).toContain(`(hint: "At least ${min} characters;`);
    expect(product).toContain(`is ${min} to 256 characters of any kind`);
  });
});
