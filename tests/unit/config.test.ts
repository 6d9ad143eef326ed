import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("configuration", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });

  it("lists every bad variable at once", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", SITE_EMAIL: "nope", DATABASE_URL: "mysql://x", PUBLIC_URL: "ftp://x" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "SITE_EMAIL", "DATABASE_URL", "PUBLIC_URL"]) expect(problems).toContain(name);
  });

  it("treats empty variables as unset and trims the public URL", () => {
    const config = loadConfig({ DATABASE_URL: "", PUBLIC_URL: "https://example.com/", PORT: "8080" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("https://example.com");
  });
});
