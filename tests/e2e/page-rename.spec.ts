/**
 * A published page renamed in the editor keeps its old address working (docs/product.md,
 * "Redirects and the log of missing pages"): the old address answers a 301 to the new one, a
 * visitor following an old link lands on the page, and the Redirects screen lists it as automatic.
 */
import { axeViolations, cmsApi, expectToast, login, shoot, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

test("the owner renames a published page and its old address redirects to the new one", async ({ page, browser, site }) => {
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-rename-${unique()}`;
  await login(page);
  const created = await api.createPage({
    title: "Legal translation",
    slug,
    status: "published",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Contracts and court papers." }, sortOrder: 0 }],
  });
  const visitor = await browser.newContext();
  try {
    await visit(page, `/cms/pages/${created.id}`);
    await page.getByLabel("Slug").fill(`${slug}-guam`);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");

    const answer = await visitor.request.get(`${site.origin}/${slug}?utm_source=flyer`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`/${slug}-guam?utm_source=flyer`);
    const reader = await visitor.newPage();
    await reader.goto(`${site.origin}/${slug.toUpperCase()}/`);
    expect(new URL(reader.url()).pathname).toBe(`/${slug}-guam`);
    await expect(reader.getByText("Contracts and court papers.")).toBeVisible();

    await visit(page, "/cms/redirects");
    const row = page
      .getByRole("row")
      .filter({ hasText: `/${slug}-guam` })
      .or(page.getByRole("listitem").filter({ hasText: `/${slug}-guam` }));
    await expect(row.first()).toContainText(`/${slug}`);
    await expect(row.first()).toContainText(/automatic/i);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "redirects-automatic");
  } finally {
    await visitor.close();
    await api.deletePage(created.id);
  }
});
