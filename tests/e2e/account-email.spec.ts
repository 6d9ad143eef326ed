/**
 * The Account screen's e-mail address and recovery codes in Chromium (docs/product.md, "Account"):
 * a new address through the link mailed to it; the recovery codes copied and downloaded; the
 * notice when a restore left none. Axe (default rules) after each state at 1280 and 375 px, and a
 * screenshot of each into /work/shots when that folder exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { axeViolations, cmsApi, expectToast, visit } from "./admin-helpers";
import { expect, type Site, test, unique } from "./fixtures";
import { networkIdle } from "./network-idle";

const WIDTHS = [1280, 375] as const;
const SHOTS = "/work/shots";

/** Axe at both widths, no sideways scrolling, and (when wanted) a screenshot of the state at each. */
async function checkState(page: Page, shot?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    if (shot && existsSync(SHOTS)) await page.screenshot({ path: path.join(SHOTS, `email-${shot}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The newest message to `email` in the site's outbox, decoded. */
async function newestMailTo(site: Site, email: string, pattern: RegExp): Promise<string> {
  const dir = path.join(site.dataDir, "outbox");
  const find = () => {
    if (!existsSync(dir)) return null;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => path.join(dir, f));
    files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
    for (const file of files) {
      const text = readFileSync(file, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "mi").test(text)) return pattern.exec(text)?.[0] ?? null;
    }
    return null;
  };
  await expect.poll(find, { message: `a message to ${email}` }).not.toBeNull();
  return find()!;
}

/** An editor made through the API (invited, accepted), then signed in on `page` through the login screen. */
async function signedInEditor(page: Page, site: Site, password: string) {
  await cmsApi(page.request, site.origin).login();
  const username = `editor-${unique()}`;
  const email = `${username}@example.com`;
  const headers = { Origin: site.origin };
  expect((await page.request.post("/api/cms/invitations", { data: { email, role: "editor" }, headers })).status()).toBe(201);
  const token = new URL(await newestMailTo(site, email, /https?:\/\/\S+\/cms\/invitation\?token=[A-Za-z0-9_%-]+/)).searchParams.get(
    "token",
  )!;
  await page.request.post("/api/cms/logout", { headers });
  expect((await page.request.post("/api/cms/invitation/accept", { data: { token, username, password }, headers })).status()).toBe(201);
  return { username, email };
}

test("changes the account's e-mail address through the link mailed to the new one", async ({ page, site }) => {
  test.setTimeout(120_000);
  const password = "Moving-house-in-Hagatna-4";
  const { username, email } = await signedInEditor(page, site, password);
  await visit(page, "/cms/account");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "E-mail address" }) });
  // The account loads after the screen (a busy machine may take seconds).
  await expect(section).toContainText(`Password reset links go to ${email}.`, { timeout: 20_000 });
  await checkState(page, "account");

  // Checked in the browser first, with the forms' one rule.
  await section.getByLabel("New e-mail address").fill("not an address");
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section.getByText("Email must be a valid e-mail address")).toBeVisible();
  await expect(section.getByLabel("New e-mail address")).toBeFocused();
  await checkState(page, "invalid");

  const newEmail = `${username}@example.net`;
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section.getByLabel("Your password").fill(password);
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expectToast(page, "Check the new mailbox");
  await expect(section.getByRole("status")).toContainText(`Waiting for you to open the link we sent to ${newEmail}`);
  await expect(section).toContainText(`Password reset links go to ${email}.`);
  await checkState(page, "pending");

  const link = await newestMailTo(site, newEmail, /https?:\/\/\S+\/cms\/email-change\?token=[A-Za-z0-9_%-]+/);
  await visit(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Confirm New E-mail Address" })).toBeVisible();
  await checkState(page, "confirm");
  await page.getByRole("button", { name: "Confirm New Address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is now" })).toContainText(
    `Your e-mail address is now ${newEmail}.`,
  );
  await checkState(page, "confirmed");

  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(section).toContainText(`Password reset links go to ${newEmail}.`);
  await expect(section.getByRole("status")).toHaveCount(0);
});

test("recovery codes can be copied and downloaded, and a restore that left none is said", async ({ page, site, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
  const password = "Codes-kept-in-a-drawer-8";
  const { username } = await signedInEditor(page, site, password);
  await visit(page, "/cms/account");
  const factor = page.locator("section", { has: page.getByRole("heading", { name: "Second factor" }) });
  await factor.getByLabel("Your password").fill(password);
  await factor.getByRole("button", { name: "Set up the second factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  const items = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await checkState(page, "recovery-codes");

  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Recovery codes copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied).toContain(code);
  expect(copied).toContain(`Recovery codes for "${username}"`);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download (.txt)" }).click()]);
  expect(download.suggestedFilename()).toBe(`recovery-codes-${username}.txt`);
  const downloaded = readFileSync(await download.path(), "utf8");
  expect(downloaded.split("\n").filter((line) => codes.includes(line))).toEqual(codes);

  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(factor.getByText("10 of 10 recovery codes left")).toBeVisible();
  await expect(factor.getByRole("alert")).toHaveCount(0);

  // What an import leaves: the second factor on, no recovery codes (an export does not carry them).
  const db = new Database(path.join(site.dataDir, "site.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("DELETE FROM recovery_codes WHERE admin_id = (SELECT id FROM admins WHERE username = ?)").run(username);
  } finally {
    db.close();
  }
  await page.reload();
  await networkIdle(page);
  await expect(factor.getByRole("alert")).toContainText("You have no recovery codes: this site was restored from a backup");
  await checkState(page, "recovery-missing");

  await factor
    .locator("form", { has: page.getByRole("button", { name: "Make new recovery codes" }) })
    .getByLabel("Your password")
    .fill(password);
  await factor.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(items).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(factor.getByText("10 of 10 recovery codes left")).toBeVisible();
  await expect(factor.getByRole("alert")).toHaveCount(0);
});
