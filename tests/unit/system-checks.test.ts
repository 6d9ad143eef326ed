import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { systemChecks, type CheckFacts } from "../../server/system/checks";

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse("2026-11-27T12:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

const healthy: CheckFacts = {
  now: NOW,
  startedAt: iso(NOW - 100 * HOUR),
  backups: { last: { at: iso(NOW - 3 * HOUR), ok: true, bytes: 1000, offsite: true }, repository: "sftp:backup@host:/srv/restic" },
  lastSuccessAt: iso(NOW - 3 * HOUR),
  certificate: { issuer: "Let's Encrypt", expiresAt: iso(NOW + 60 * 24 * HOUR) },
  disk: { freeBytes: 50, totalBytes: 100 },
  diskFreeAlertPercent: 10,
  mail: { transport: "smtp" },
  pendingMigrations: [],
};
const failing = (facts: CheckFacts) => systemChecks(facts).filter((check) => !check.ok);

describe("the System screen's checks", () => {
  it("a healthy site has no problem, and every check says what it saw", () => {
    const checks = systemChecks(healthy);
    expect(checks.map((c) => c.name)).toEqual(["backup", "offsite", "certificate", "disk", "mail", "crash", "migrations"]);
    expect(checks.every((c) => c.ok && c.message.length > 10 && c.fix === undefined)).toBe(true);
  });

  it("backups: late after 26 hours, failed at once, and none yet is a problem only after 26 hours of running", () => {
    expect(failing({ ...healthy, lastSuccessAt: iso(NOW - 25.9 * HOUR) })).toEqual([]);
    const late = failing({ ...healthy, lastSuccessAt: iso(NOW - 26.1 * HOUR) });
    expect(late.map((c) => c.name)).toEqual(["backup"]);
    expect(late[0]!.message).toContain("26 hours old");
    const failed = failing({
      ...healthy,
      backups: { ...healthy.backups, last: { ...healthy.backups.last!, ok: false, error: "repository is locked" } },
    });
    expect(failed[0]!.message).toContain("failed: repository is locked");
    expect(failed[0]!.fix).toContain("npm run backup");
    const none = { ...healthy, lastSuccessAt: undefined, backups: { ...healthy.backups, last: null } };
    expect(failing({ ...none, startedAt: iso(NOW - 2 * HOUR) })).toEqual([]);
    expect(failing({ ...none, startedAt: iso(NOW - 27 * HOUR) }).map((c) => c.name)).toEqual(["backup"]);
  });

  it("off the machine, the certificate, the disk, mail, a crash and migrations", () => {
    expect(failing({ ...healthy, backups: { ...healthy.backups, repository: undefined } })[0]!.fix).toContain("BACKUP_REPOSITORY");
    expect(failing({ ...healthy, certificate: { issuer: "x", expiresAt: iso(NOW + 14 * 24 * HOUR + HOUR) } })).toEqual([]);
    expect(failing({ ...healthy, certificate: { issuer: "x", expiresAt: iso(NOW + 13 * 24 * HOUR) } })[0]!.message).toContain(
      "expires in 13 days",
    );
    expect(failing({ ...healthy, certificate: { issuer: "x", expiresAt: iso(NOW - HOUR) } })[0]!.message).toContain("expired");
    expect(failing({ ...healthy, certificate: undefined, certificateError: "nothing answers HTTPS on 127.0.0.1:443" })[0]!.name).toBe(
      "certificate",
    );
    expect(systemChecks({ ...healthy, certificate: undefined }).some((c) => c.name === "certificate")).toBe(false);
    expect(failing({ ...healthy, disk: { freeBytes: 10, totalBytes: 100 } })).toEqual([]);
    expect(failing({ ...healthy, disk: { freeBytes: 9, totalBytes: 100 } })[0]!.message).toContain("Only 9.0 %");
    expect(failing({ ...healthy, mail: { transport: "log" } })[0]!.fix).toContain("SMTP_URL");
    expect(failing({ ...healthy, mail: { transport: "smtp", lastError: "Invalid login" } })[0]!.message).toContain("Invalid login");
    expect(failing({ ...healthy, crashedAt: iso(NOW - 23 * HOUR) })[0]!.name).toBe("crash");
    expect(failing({ ...healthy, crashedAt: iso(NOW - 25 * HOUR) })).toEqual([]);
    expect(failing({ ...healthy, pendingMigrations: ["013-system-alerts"] })[0]!.message).toContain("013-system-alerts");
  });
});

describe("their settings", () => {
  it("the certificate is read from this machine's port 443 for an https site, from CERTIFICATE_CHECK, or not at all", () => {
    expect(loadConfig({ PUBLIC_URL: "https://example.com" }).certificateCheck).toEqual({
      host: "127.0.0.1",
      port: 443,
      servername: "example.com",
    });
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).certificateCheck).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://example.com", CERTIFICATE_CHECK: "off" }).certificateCheck).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://example.com", CERTIFICATE_CHECK: "[::1]:8443" }).certificateCheck).toEqual({
      host: "::1",
      port: 8443,
      servername: "example.com",
    });
    expect(() => loadConfig({ CERTIFICATE_CHECK: "example.com" })).toThrow(/CERTIFICATE_CHECK: must be off or host:port/);
    expect(loadConfig({}).diskFreeAlertPercent).toBe(10);
    expect(() => loadConfig({ DISK_FREE_ALERT_PERCENT: "101" })).toThrow(/DISK_FREE_ALERT_PERCENT: must be 0 to 100/);
  });
});
