/**
 * Where translation pays, in Chromium (docs/product.md, 5.18 and "Translations"): visitors whose
 * browser prefers Japanese read pages that have no Japanese translation; the Translations screen
 * shows how many prefer each language and ranks the missing Japanese translations by their visits.
 */
import { axeViolations, login, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, test } from "./fixtures";

const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.${n} Safari/537.36`;

test.use({ isolatedSite: true });

test("the Translations screen ranks missing translations by the visits of visitors who prefer the language", async ({
  page,
  site,
  playwright,
}) => {
  // Page views as the public pages' beacon sends them, from three visitors (no session: counted).
  const visitors = await playwright.request.newContext({ baseURL: site.origin });
  const hit = async (n: number, path: string, prefers: string) => {
    const res = await visitors.post("/api/stats/hit", {
      headers: { Origin: site.origin, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": browser(n) },
      data: JSON.stringify({ path, referrer: "", locale: "en", prefers }),
    });
    expect(res.status()).toBe(204);
  };
  await hit(1, "/samples", "ja-JP");
  await hit(1, "/xact-guarantee", "ja-JP");
  await hit(2, "/samples", "ja");
  await hit(3, "/contact", "zh-TW");
  await visitors.dispose();

  await login(page);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(
    200,
  );
  await visit(page, "/cms/translations?lang=ja");

  const panel = page.getByRole("region", { name: "Where translation pays" });
  const japanese = panel.getByRole("listitem").filter({ hasText: /^Japanese/ });
  await expect(japanese).toContainText("2 visitors prefer it");
  await expect(japanese.getByRole("listitem")).toHaveText([/Samples.*\(missing, 2 visits\)/, /Guarantee.*\(missing, 1 visit\)/]);
  await expect(panel.getByRole("listitem").filter({ hasText: /^Chinese \(Traditional\)/ })).toContainText("1 visitor prefers it");
  await expect(panel.getByRole("listitem").filter({ hasText: /^Chinese \(Traditional\)/ })).toContainText(
    "1 visitor prefers it · turned off",
  );

  // The missing Japanese translations: the most read first, each with its visits.
  const rows = page
    .getByRole("region", { name: "Pages in Japanese" })
    .locator("li")
    .filter({ hasText: "Missing" })
    .filter({ hasNotText: "Site settings" });
  await expect(rows.nth(0)).toContainText("2 visits from Japanese readers in 30 days");
  await expect(rows.nth(0)).toContainText("/samples");
  await expect(rows.nth(1)).toContainText("1 visit from Japanese readers in 30 days");
  await expect(rows.nth(2)).not.toContainText("readers in 30 days");
  expect(await axeViolations(page)).toEqual([]);
  await noViolationsAtBothWidths(page);
  await shoot(page, "translations-demand");
});
