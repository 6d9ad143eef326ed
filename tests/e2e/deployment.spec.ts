/**
 * The editor behind the nginx deployment (deploy/nginx, docs/deploying-by-hand.md) while the server is
 * stopped (a restart, an upgrade): saving says that the site is restarting and that the changes
 * are kept, and keeps them. Skipped where nginx is not installed (tests/deploy fails in CI then).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderSiteConfig } from "../../scripts/deploy-nginx.mjs";
import { freePort } from "../../scripts/lib/production-server.mjs";
import { nginxInstalled, selfSignedCertificate, startNginx } from "../../scripts/lib/nginx.mjs";
import { expect, startSite, test, unique } from "./fixtures";
import { cmsApi, expectToast, login, visit } from "./admin-helpers";

const RESTARTING = "The site is restarting. Your changes are kept in the editor; try again in a few seconds.";

test.describe("the editor through nginx while the server is stopped", () => {
  test.skip(!nginxInstalled(), "nginx is not installed");

  test("a save says the site is restarting and keeps what was typed", async ({ browser }) => {
    // Its own server and nginx, started here.
    test.setTimeout(90_000);
    const work = mkdtempSync(path.join(process.env.GTS_E2E_ROOT ?? tmpdir(), "gts-e2e-nginx-"));
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const origin = `https://localhost:${httpsPort}`;
    const running = await startSite("nginx", { PUBLIC_URL: origin, TRUST_PROXY: "1" });
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    try {
      const { cert, key } = selfSignedCertificate(work);
      const siteConf = path.join(work, "site.conf");
      mkdirSync(path.join(work, "acme"));
      const { text } = renderSiteConfig({
        serverNames: ["localhost"],
        upstream: `127.0.0.1:${new URL(running.site.origin).port}`,
        root: path.resolve(process.env.BUILD_DIR ?? "build", "client"),
        cert,
        key,
        cacheDir: path.join(work, "cache"),
        refreshSocket: path.join(work, "refresh.sock"),
        logDir: path.join(work, "logs"),
        acmeRoot: path.join(work, "acme"),
        httpPort,
        httpsPort,
        brotli: "off",
      });
      writeFileSync(siteConf, text);
      nginx = await startNginx({ dir: work, siteConf, ports: [httpPort, httpsPort] });

      const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await login(page);
      const api = cmsApi(page.request, origin);
      const slug = `restart-${unique()}`;
      const created = await api.createPage({
        title: "Before the restart",
        slug,
        status: "draft",
        metaDescription: null,
        metaKeywords: null,
        sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Some text" }, sortOrder: 0 }],
      });
      await visit(page, `/cms/pages/${created.id}`);
      await page.getByLabel("Title").fill("Typed while the site restarts");

      await running.stop();
      await page.getByRole("button", { name: "Save" }).click();
      await expectToast(page, RESTARTING);
      await expect(page.getByLabel("Title")).toHaveValue("Typed while the site restarts");
      await expect(page).toHaveURL(new RegExp(`/cms/pages/${created.id}$`));
      await context.close();
    } finally {
      await nginx?.stop();
      await running.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
