import { expect, test } from "@playwright/test";

test("the home page renders on the server and hydrates without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toContainText("Rooted in Guam");
  expect(errors).toEqual([]);
});
