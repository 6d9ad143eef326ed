/**
 * The System screen in Chromium (docs/deploying.md, "The System screen"): an administrator opens it
 * from the navigation, reads the facts, sends a test e-mail and is told where it went; each
 * problem is shown in words with what to do; axe at both widths after each state. An editor has
 * no System in the navigation, and the address sends them home while the API says why.
 */
import type { Page } from "@playwright/test";
import type { SystemStatus } from "../../app/domain/schemas/system";
import { E2E_ADMIN, cmsApi, invitationLink, login, noViolationsAtBothWidths, outboxCount, visit } from "./admin-helpers";
import { expect, type Site, test, unique } from "./fixtures";

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

test("an administrator opens System from the navigation, reads the facts and sends a test e-mail", async ({ page, site }) => {
  await login(page);
  await nav(page).getByRole("link", { name: "System" }).click();
  await expect(page).toHaveURL(/\/cms\/system$/);
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "System" })).toHaveAttribute("aria-current", "page");

  // A fresh site: no backup has run yet (not a problem on its first day), and two problems with
  // what to do: backups stay on this machine, and mail goes to the outbox.
  await expect(page.getByText("2 problems need you")).toBeVisible();
  const checks = page.getByRole("list", { name: "Checks" });
  await expect(checks.getByRole("listitem").filter({ hasText: "Backups off this machine: Problem" })).toContainText("BACKUP_REPOSITORY");
  await expect(checks.getByRole("listitem").filter({ hasText: "E-mail: Problem" })).toContainText("Set SMTP_URL");
  await expect(checks.getByRole("listitem").filter({ hasText: "Backups: OK" })).toContainText("No backup has run yet");
  await expect(checks.getByRole("listitem").filter({ hasText: "Disk space: OK" })).toContainText("of the data disk is free");
  const server = page.getByRole("region", { name: "Server" });
  await expect(server).toContainText(/Version\s*\d+\.\d+\.\d+/);
  await expect(server).toContainText(/Running since\s*(now|\d+ (seconds?|minutes?|hours?) ago) \(.+ChST\)/);
  await expect(server).toContainText(/Node\.js\s*v\d+\./);
  const storage = page.getByRole("region", { name: "Storage" });
  await expect(storage).toContainText(/Database\s*SQLite/);
  await expect(storage).toContainText(/Database size\s*[\d.]+ (KB|MB)/);
  await expect(storage).toContainText(/Disk\s*[\d.]+ [KMGTP]B free of [\d.]+ [KMGTP]B \((\d+%|less than 1%) free\)/);
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups).toContainText("No backup has run yet");
  await expect(backups).toContainText("None: backups stay on this machine");
  const other = page.getByRole("region", { name: "Certificate and mail" });
  await expect(other).toContainText("No certificate: the site is served behind another proxy or without HTTPS");
  await expect(other).toContainText("E-mails are not sent: they are written to files in the server's outbox folder");
  await noViolationsAtBothWidths(page);

  // The keyboard reaches the button; the outcome is announced in the status line.
  const before = outboxCount(site.dataDir);
  const button = page.getByRole("button", { name: "Send a test e-mail" });
  await button.focus();
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: "Sent to" });
  await expect(status).toHaveText(`Sent to ${E2E_ADMIN.email}: written to the server's outbox folder, since SMTP_URL is not set.`);
  await expect(button).toBeFocused();
  await expect.poll(() => outboxCount(site.dataDir)).toBe(before + 1);
  await noViolationsAtBothWidths(page);
});

test("each problem is shown in words with what to do, and a failed test e-mail says why", async ({ page }) => {
  await login(page);
  // The checks are the server's to fill; the screen shows whatever it answers.
  await page.route("**/api/cms/system", async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as SystemStatus;
    const at = new Date(Date.now() - 26 * 3600_000).toISOString();
    await route.fulfill({
      response,
      json: {
        ...status,
        backups: { last: { at, ok: false, bytes: 52_428_800, offsite: false, error: "restic: repository not found" } },
        certificate: { issuer: "Let's Encrypt R11", expiresAt: new Date(Date.now() + 40 * 86400_000).toISOString() },
        mail: { transport: "smtp", lastError: "Invalid login: 535 Authentication failed" },
        checks: [
          {
            name: "backup",
            label: "Backups",
            ok: false,
            message: "The last backup failed 26 hours ago.",
            fix: "Run npm run backup -- --check on the server.",
          },
          { name: "certificate", label: "Certificate", ok: true, message: "The certificate is valid for 40 more days." },
        ],
      } satisfies SystemStatus,
    });
  });
  await page.route("**/api/cms/system/test-email", (route) =>
    route.fulfill({
      status: 503,
      json: { message: "The test e-mail could not be sent: Invalid login: 535 Authentication failed", code: "busy" },
    }),
  );
  await visit(page, "/cms/system");
  await expect(page.getByText("1 problem needs you")).toBeVisible();
  const checks = page.getByRole("list", { name: "Checks" });
  await expect(checks.getByRole("listitem").first()).toContainText("Backups: Problem");
  await expect(checks.getByRole("listitem").first()).toContainText(/What to do\s*Run npm run backup -- --check on the server\./);
  await expect(checks.getByRole("listitem").nth(1)).toContainText("Certificate: OK");
  await expect(checks.getByRole("listitem").nth(1)).not.toContainText("What to do");
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups).toContainText("Failed: restic: repository not found");
  await expect(backups).toContainText("50 MB");
  await expect(backups).toContainText("No: it is not off this machine");
  await expect(page.getByRole("region", { name: "Certificate and mail" })).toContainText("Issued by Let's Encrypt R11");
  await expect(page.getByRole("region", { name: "Certificate and mail" })).toContainText(/Expires\s*in (40|39) days/);
  await noViolationsAtBothWidths(page);

  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "could not be sent" })).toHaveText(
    "The test e-mail could not be sent: Invalid login: 535 Authentication failed",
  );
  await noViolationsAtBothWidths(page);
});

/** An editor, invited and accepted through the API, signed in on `page`. */
async function signedInEditor(page: Page, site: Site) {
  const api = cmsApi(page.request, site.origin);
  await api.login();
  const username = `editor-${unique()}`;
  const email = `${username}@example.com`;
  const password = "a-Long-passphrase-42";
  const headers = { Origin: site.origin };
  expect((await page.request.post("/api/cms/invitations", { data: { email, role: "editor" }, headers })).status()).toBe(201);
  const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
  await page.request.post("/api/cms/logout", { headers });
  // Accepting signs the editor in on this page's browser context.
  expect((await page.request.post("/api/cms/invitation/accept", { data: { token, username, password }, headers })).status()).toBe(201);
}

test("an editor has no System in the navigation, and the address sends them home", async ({ page, site }) => {
  await signedInEditor(page, site);
  await visit(page, "/cms/dashboard");
  await expect(nav(page).getByRole("link", { name: "Pages" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "System" })).toHaveCount(0);
  await visit(page, "/cms/system");
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  const refused = await page.request.get("/api/cms/system");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("Only administrators can see the System screen");
});
