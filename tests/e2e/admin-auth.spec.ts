import { axeViolations, E2E_ADMIN, expectToast, login, newestResetLink, outboxCount, visit } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.describe("signed out", () => {
  for (const path of ["/cms", "/cms/dashboard", "/cms/trash", "/cms/pages/new", "/cms/pages/1"]) {
    test(`${path} redirects to the login before any admin screen renders`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe("/cms/login");
    });
  }

  test("the login screen has no public header or footer and is not indexed", async ({ page }) => {
    const res = await page.goto("/cms/login");
    expect(res?.headers()["cache-control"]).toContain("no-store");
    await expect(page).toHaveTitle(/Login/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Reset it/ })).toHaveAttribute("href", "/cms/reset-password");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("before the admin script runs", () => {
  test.use({ javaScriptEnabled: false });

  // A form submitted as GET would put the password into the address bar, the history and the server's log.
  const forms = [
    { path: "/cms/login", button: "Login", fields: { Username: "nobody", Password: "secret-in-login-1" } },
    {
      path: "/cms/reset-password",
      button: "Reset Password",
      fields: { Username: "nobody", Email: "nobody@example.com", "New Password": "secret-in-reset-1" },
    },
  ];
  for (const { path, button, fields } of forms) {
    test(`${path} sends the password in a POST body, never in the address`, async ({ page }) => {
      await page.goto(path);
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
      const [submitted] = await Promise.all([
        page.waitForRequest((r) => r.isNavigationRequest()),
        page.getByRole("button", { name: button, exact: true }).click(),
      ]);
      expect(submitted.method()).toBe("POST");
      expect(submitted.url()).not.toContain("secret");
      expect(submitted.postData()).toContain("secret-in-");
      await page.waitForLoadState();
      expect(page.url()).not.toContain("secret");
    });
  }
});

test("login: validation, failure, success, and logout", async ({ page }) => {
  await visit(page, "/cms/login");
  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("/api/cms/login") && requests.push(r.method()));

  // Both fields are required, checked before anything is sent.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  expect(requests).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Wrong password: a destructive toast with the server's message.
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Invalid credentials");
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("li[data-variant=destructive]")).toHaveCount(1);
  await expect(page).toHaveURL(/\/cms\/login$/);
  expect(await axeViolations(page)).toEqual([]);

  // The right one: busy label, success toast, dashboard with the username.
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/cms/login", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await expectToast(page, "Logged in successfully");
  await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.unroute("**/api/cms/login");

  // Signed in, the login and /cms lead to the dashboard.
  await page.goto("/cms/login");
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await page.goto("/cms");
  await expect(page).toHaveURL(/\/cms\/dashboard$/);

  // View Site goes to the public home page.
  await expect(page.getByRole("link", { name: "View Site" })).toHaveAttribute("href", "/");

  // Sign out (in the admin navigation, the only one) clears the session; the dashboard is closed again.
  await expect(page.getByRole("button", { name: /Log ?out/i })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/cms\/login$/);
  await page.goto("/cms/dashboard");
  await expect(page).toHaveURL(/\/cms\/login$/);
});

test("a call answering 401 in the browser leads back to the login", async ({ page, context }) => {
  await login(page);
  // The session ends elsewhere (another tab logged out): the next call answers 401.
  await context.clearCookies();
  await page.getByRole("link", { name: "New Page" }).click();
  await expect(page).toHaveURL(/\/cms\/login$/);
});

test.describe("on a server of its own", () => {
  // The journey changes the administrator's password (and back). A server of its own rather than
  // a second administrator made with the CLI: the journey stays the seeded administrator's as
  // before, no other test on the worker can meet a changed password or a used-up reset throttle,
  // and the outbox it reads holds only its own messages. It costs one server start (about a second).
  test.use({ isolatedSite: true });

  test("password reset: validation, the e-mailed link, the new password, then back to the old one", async ({ page, site }) => {
    test.setTimeout(60_000);
    const newPassword = "fresh-password-42";
    // Messages in the outbox before the latest reset request.
    let sent = 0;

    async function requestReset(password: string) {
      sent = outboxCount(site.dataDir);
      await visit(page, "/cms/reset-password");
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Email").fill(E2E_ADMIN.email);
      await page.getByLabel("New Password").fill(password);
      await page.getByRole("button", { name: "Reset Password" }).click();
      await expectToast(page, "If these details match an administrator, we have e-mailed a link to confirm the new password.");
      expect(await axeViolations(page)).toEqual([]);
      // Back to the login after 2 seconds (the margin is for a loaded machine).
      await expect(page).toHaveURL(/\/cms\/login$/, { timeout: 10_000 });
    }

    async function confirmFromOutbox() {
      const link = new URL(await newestResetLink(site.dataDir, sent));
      await visit(page, link.pathname + link.search);
      // Opening the link changes nothing by itself: the button does.
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Confirm New Password" }).click();
      await expect(page).toHaveURL(/\/cms\/login\?reset=done$/);
      await expect(page.getByRole("status").filter({ hasText: "Your new password is active" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      return link;
    }

    await visit(page, "/cms/reset-password");
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/cms/login");
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Client validation: e-mail format and password length, nothing sent.
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("New Password").fill("12345");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Email must be a valid e-mail address")).toBeVisible();
    await expect(page.locator("#newPassword-error")).toHaveText("Password must be at least 6 characters long");
    await expect(page).toHaveURL(/\/cms\/reset-password$/);
    expect(await axeViolations(page)).toEqual([]);

    // The show/hide toggle changes the field and its own accessible name.
    const password = page.getByLabel("New Password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await requestReset(newPassword);
    const used = await confirmFromOutbox();

    // The old password no longer works; the new one does.
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Invalid credentials");
    await login(page, newPassword);

    // A used link is refused, with the server's message.
    await visit(page, used.pathname + used.search);
    await page.getByRole("button", { name: "Confirm New Password" }).click();
    await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired.");
    expect(await axeViolations(page)).toEqual([]);

    // And back to the old password the same way (signed out first: a signed-in admin skips the login).
    await page.context().clearCookies();
    await requestReset(E2E_ADMIN.password);
    await confirmFromOutbox();
    await login(page);
  });
});
