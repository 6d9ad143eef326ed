import { expect, test } from "./fixtures";
import { networkIdle } from "./network-idle";

const TITLE = "Page Not Found | Guam Translation Services";

for (const path of ["/nope", "/some/deep/unknown/path"]) {
  test(`${path} answers 404 with the 404 page on the server`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>${TITLE}</title>`);
    expect(html).toContain("Page Not Found</h1>");
    for (const label of ["Back to Home", "Contact Us", "Popular pages", "Get a Free Quote", "View Services"]) {
      expect(html).toContain(label);
    }
    // The shared layout is around it.
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
  });

  test(`${path} shows the 404 page in the browser, with working links`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await page.goto(path);
    await networkIdle(page);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(TITLE);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");
    const popular = main.getByRole("region", { name: "Popular pages" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Languages", "/languages"],
      ["Services", "/services"],
      ["Get a Quote", "/get-quote"],
    ]) {
      await expect(popular.getByRole("link", { name })).toHaveAttribute("href", href!);
    }
    await expect(main.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/get-quote");
    await expect(main.getByRole("link", { name: "View Services" })).toHaveAttribute("href", "/services");

    await main.getByRole("link", { name: "View Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).not.toHaveTitle(TITLE);
    // The only error is Chromium's note that the document itself answered 404.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}
