/**
 * The nginx configuration `npm run deploy:nginx` writes sends preview links (docs/product.md,
 * "Preview links") straight to the server: never through the page cache, logged without the token.
 */
import { describe, expect, it } from "vitest";
import { renderSiteConfig } from "../../scripts/deploy-nginx.mjs";

describe("preview links behind nginx", () => {
  const { text } = renderSiteConfig({ serverNames: ["example.com"], cert: "/c.pem", key: "/k.pem", brotli: "off" });
  const location = /location \^~ \/preview\/ \{([^}]*)\}/.exec(text)?.[1] ?? "";

  it("has a location of their own, which keeps nothing and goes to the server", () => {
    expect(location).toContain("proxy_pass http://guam_node;");
    expect(location).toContain("proxy_no_cache 1;");
    expect(location).toContain("proxy_cache_bypass 1;");
    expect(location).not.toMatch(/proxy_cache guam_pages/);
  });

  it("logs them without their address", () => {
    expect(location).toMatch(/access_log \S+ guam_translation_preview;/);
    const format = /log_format guam_translation_preview ([^;]*);/.exec(text)?.[1] ?? "";
    expect(format).toContain("/preview/...");
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$uri|\$http_referer/);
  });
});
