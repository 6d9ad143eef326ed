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

  it("treats an empty PORT as unset (3000), not as port 0", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
    expect(loadConfig({ PORT: "  " }).port).toBe(3000);
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be 0 to 65535/);
  });

  it("refuses TRUST_PROXY=true, saying what to set instead", () => {
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: "true" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'TRUST_PROXY: must not be "true" (a client could forge its address): set the number of proxies in front of the server (1 behind one nginx) or their addresses, e.g. 127.0.0.1',
    ]);
  });

  it("takes TRUST_PROXY as a hop count or as addresses, subnets and named ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, ::1, loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/not understood: 10\.0\.0\.0\/99/);
    expect(loadConfig({ TRUST_PROXY: "fd00::/8" }).trustProxy).toEqual(["fd00::/8"]);
    expect(() => loadConfig({ TRUST_PROXY: "nginx-box" })).toThrow(
      /TRUST_PROXY: must be a number of proxies or a list of addresses or subnets \(not understood: nginx-box\)/,
    );
  });

  it("treats every empty variable as unset, with its default", () => {
    const config = loadConfig({ NODE_ENV: "", DATA_DIR: "", LOG_LEVEL: "", LOG_FORMAT: "", PAGE_CACHE_MB: "" });
    expect(config).toMatchObject({ env: "production", logLevel: "info", logFormat: "auto" });
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent/);
  });

  it("takes LOG_FORMAT auto (the default), json or pretty", () => {
    expect(loadConfig({}).logFormat).toBe("auto");
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT: must be auto, json or pretty/);
  });
});
