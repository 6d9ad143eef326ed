/**
 * Alerts by e-mail (docs/deploying.md, "Alerts"), each condition provoked for real: a certificate
 * about to expire (shown by a TLS server of the test's own on loopback), a full disk (through the
 * configured threshold), a backup that failed (npm run backup against a repository that cannot
 * be reached) and a crash (the server killed, then started again). Each is e-mailed to every
 * administrator once a day, and recorded in the activity record.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:tls";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "../../scripts/lib/nginx.mjs";
import { ADMIN, engines, startServer, type TestServer } from "./harness";

const work = mkdtempSync(path.join(tmpdir(), "gts-alerts-"));
let tls: Server;
let tlsPort = 0;

beforeAll(async () => {
  // A certificate that ends in five days: renewal, which starts 30 days before, has been failing.
  const { cert, key } = selfSignedCertificate(work, { days: 5, subject: "/O=Test Issuer/CN=site.test" });
  tls = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (socket) => socket.end());
  await new Promise<void>((resolve) => tls.listen(0, "127.0.0.1", resolve));
  tlsPort = (tls.address() as { port: number }).port;
});

afterAll(() => {
  tls?.close();
  rmSync(work, { recursive: true, force: true });
});

const alerts = (server: TestServer, label: string) => server.outbox().filter((mail) => mail.includes(`Alert: ${label}`));

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const since = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - since > ms) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(engines)("alerts on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { DISK_FREE_ALERT_PERCENT: "100", CERTIFICATE_CHECK: `127.0.0.1:${tlsPort}` });
  });
  afterAll(async () => server?.dispose());

  it("e-mails each failing condition to the administrators once a day, and records it", async () => {
    // At start: the disk (under the threshold) and the certificate (five days left).
    expect(
      (
        await until(
          () => alerts(server, "Certificate"),
          (m) => m.length > 0,
        )
      ).length,
    ).toBe(1);
    expect(
      (
        await until(
          () => alerts(server, "Disk space"),
          (m) => m.length > 0,
        )
      ).length,
    ).toBe(1);
    const [certificate] = alerts(server, "Certificate");
    expect(certificate).toContain(`To: ${ADMIN.email}`);
    expect(certificate).toMatch(/The certificate expires in [45] days/);
    expect(certificate).toContain("certbot renew");
    expect(certificate).toContain("/cms/system");
    expect(alerts(server, "Disk space")[0]).toContain("of the data disk is free (alert below 100 %)");

    // A backup that fails: its repository is a path under a file, which nothing can create.
    const backup = spawnSync(process.execPath, ["scripts/backup.mjs", "backup"], {
      env: {
        PATH: process.env.PATH,
        HOME: work,
        LOG_LEVEL: "silent",
        RESTIC_CACHE_DIR: path.join(work, "cache"),
        ...server.databaseEnv,
        BACKUP_REPOSITORY: "/dev/null/repository",
        BACKUP_PASSWORD: "a-password-of-the-test",
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(backup.status, backup.stderr).toBe(1);

    // A crash: the server is killed, and started again on the same data.
    await server.stop(true);
    await server.restart();
    const crash = await until(
      () => alerts(server, "Restarts"),
      (m) => m.length > 0,
    );
    expect(crash).toHaveLength(1);
    expect(crash[0]).toContain("The server stopped without shutting down");
    const backups = await until(
      () => alerts(server, "Backups"),
      (m) => m.length > 0,
    );
    expect(backups).toHaveLength(1);
    expect(backups[0]).toContain("failed");
    expect(backups[0]).not.toContain("a-password-of-the-test");
    // The disk and the certificate were checked again at this start (before the crash, which is
    // last in the list): not e-mailed again within the day.
    expect(alerts(server, "Certificate")).toHaveLength(1);
    expect(alerts(server, "Disk space")).toHaveLength(1);

    const admin = server.client();
    await admin.login();
    const { body } = await admin.get("/api/cms/activity?kind=alert-sent&pageSize=50");
    const conditions = (body.items as { detail: { condition: string; administrators: number } }[])
      .map((item) => item.detail.condition)
      .sort();
    expect(conditions).toEqual(["backup", "certificate", "crash", "disk"]);
    expect((await admin.get("/api/cms/activity?kind=server-crashed")).body.items).toHaveLength(1);

    // A clean stop and start is no crash.
    await server.stop();
    await server.restart();
    await admin.login();
    expect((await admin.get("/api/cms/activity?kind=server-crashed")).body.items).toHaveLength(1);
  });
});
