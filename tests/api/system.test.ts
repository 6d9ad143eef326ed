/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * The System screen's endpoints (docs/deploying.md, "The System screen"): administrators read the
 * site's health, in the shape the screen reads, with real numbers; other roles are refused, and
 * nobody signed out reaches them. The test e-mail goes to the administrator's own address through
 * the site's mailer (here the outbox, SMTP_URL being unset).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemStatusSchema, testEmailResultSchema } from "../../app/domain/schemas/system";
import { ADMIN, type ApiClient, type TestServer, engines, startServer } from "./harness";
import { adminClient, newPerson } from "./people-helpers";

describe.each(engines)("the System screen's endpoints (%s)", (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    admin = await adminClient(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("answers an administrator the site's health with real numbers", async () => {
    const res = await admin.get("/api/cms/system");
    expect(res.status, res.text).toBe(200);
    const status = systemStatusSchema.parse(res.body);
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.node).toMatch(/^v\d+\./);
    expect(Date.parse(status.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(status.startedAt)).toBeLessThan(10 * 60_000);
    expect(status.database.engine).toBe(engine);
    expect(status.database.bytes).toBeGreaterThan(0);
    expect(status.disk.totalBytes).toBeGreaterThan(0);
    expect(status.disk.freeBytes).toBeGreaterThan(0);
    expect(status.disk.freeBytes).toBeLessThanOrEqual(status.disk.totalBytes);
    // No backup has run on this fresh site, and none leaves the machine without BACKUP_REPOSITORY.
    expect(status.backups.last).toBeNull();
    expect(status.backups.repository).toBeUndefined();
    expect(status.mail.transport).toBe("log");
    // The checks: no certificate on an http site; two problems on a fresh one, each with its fix.
    expect(status.checks.map((check) => check.name)).toEqual(["backup", "offsite", "disk", "mail", "crash", "migrations"]);
    const failing = status.checks.filter((check) => !check.ok);
    expect(failing.map((check) => check.name)).toEqual(["offsite", "mail"]);
    expect(failing[0]!.fix).toContain("BACKUP_REPOSITORY");
    expect(failing[1]!.fix).toContain("SMTP_URL");
    expect(status.checks.find((check) => check.name === "backup")!.message).toContain("No backup has run yet");
  });

  it("shows the last backup that ran", async () => {
    const at = new Date().toISOString();
    await server.query(
      engine === "postgres"
        ? "INSERT INTO backup_runs (started_at, finished_at, ok, bytes, offsite, repository, snapshot, error) VALUES ($1, $2, 0, NULL, 0, NULL, NULL, $3)"
        : "INSERT INTO backup_runs (started_at, finished_at, ok, bytes, offsite, repository, snapshot, error) VALUES (?, ?, 0, NULL, 0, NULL, NULL, ?)",
      [at, at, "restic: repository not found"],
    );
    const status = systemStatusSchema.parse((await admin.get("/api/cms/system")).body);
    expect(status.backups.last).toEqual({ at, ok: false, bytes: null, offsite: false, error: "restic: repository not found" });
    const check = status.checks.find((c) => c.name === "backup")!;
    expect(check.ok).toBe(false);
    expect(check.message).toContain("failed: restic: repository not found");
  });

  it("refuses editors and translators, and anyone signed out", async () => {
    for (const role of ["editor", "translator"] as const) {
      const { api } = await newPerson(server, admin, role);
      for (const res of [await api.get("/api/cms/system"), await api.post("/api/cms/system/test-email", {})]) {
        expect(res.status, `${role}: ${res.text}`).toBe(403);
        expect((res.body as any).message).toBe("Only administrators can see the System screen");
      }
    }
    const anonymous = server.client();
    expect((await anonymous.get("/api/cms/system")).status).toBe(401);
    expect((await anonymous.post("/api/cms/system/test-email", {})).status).toBe(401);
  });

  it("sends a test e-mail to the administrator's own address, in the business's name", async () => {
    const before = server.outbox().length;
    const res = await admin.post("/api/cms/system/test-email", {});
    expect(res.status, res.text).toBe(200);
    expect(testEmailResultSchema.parse(res.body)).toEqual({ sentTo: ADMIN.email });
    await expect.poll(() => server.outbox().length).toBe(before + 1);
    const mail = server.outbox().at(-1)!;
    expect(mail).toMatch(new RegExp(`^To: ${ADMIN.email}$`, "im"));
    expect(mail).toMatch(/^Subject: Guam Translation Services: Test e-mail$/im);
    expect(mail).toContain("the site's e-mail works");
  });
});

describe("a mail server that refuses (sqlite)", () => {
  let server: TestServer;
  afterAll(async () => server?.dispose());

  it("the test e-mail says why, and the System screen shows the last error until a message goes", async () => {
    // Nothing listens on port 1 of loopback: the connection is refused at once.
    server = await startServer("sqlite", { SMTP_URL: "smtp://127.0.0.1:1" });
    const admin = await adminClient(server);
    const res = await admin.post("/api/cms/system/test-email", {});
    expect(res.status).toBe(503);
    expect((res.body as any).message).toMatch(/^The test e-mail could not be sent: .*ECONNREFUSED/);
    const status = systemStatusSchema.parse((await admin.get("/api/cms/system")).body);
    expect(status.mail).toEqual({ transport: "smtp", lastError: expect.stringContaining("ECONNREFUSED") });
    const mail = status.checks.find((check) => check.name === "mail")!;
    expect(mail.ok).toBe(false);
    expect(mail.fix).toContain("SMTP_URL");
  });
});
