/**
 * Every mail the site sends names the business (docs/product.md, "Mail"): its sender name and its
 * subject carry the business name of the site settings, the one source of it, as it is when the
 * mail goes; and a production server started without MAIL_FROM says so at warning level.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";
import { adminClient } from "./people-helpers";

/** The header `name` of a message from the outbox, unfolded. */
function header(mail: string, name: string): string | undefined {
  const head = mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();
}

/** The server's log lines at warning level (pino: 40). */
function warnings(server: TestServer): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);
}

describe.each(engines)("the mail the site sends (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("warns at start that MAIL_FROM is not set in production", () => {
    expect(warnings(server).filter((msg) => msg.includes("MAIL_FROM"))).toHaveLength(1);
  });

  it("sends invitations and resets from the business name, named in the subject, as the settings say at the time", async () => {
    const admin = await adminClient(server);
    expect((await admin.post("/api/cms/invitations", { email: "sina@example.com", role: "editor" })).status).toBe(201);
    const invitation = server.outbox().find((m) => header(m, "To") === "sina@example.com")!;
    expect(header(invitation, "From")).toMatch(/^"?Guam Translation Services"? <no-reply@127\.0\.0\.1>$/);
    expect(header(invitation, "Subject")).toContain("Guam Translation Services");

    const settings = (await admin.get("/api/cms/settings")).body;
    expect(
      (await admin.put("/api/cms/settings", { version: settings.version, values: { business_name: "Tasi Language Bureau" } })).status,
    ).toBe(200);
    const reset = await server
      .client()
      .post("/api/cms/reset-password", { username: ADMIN.username, email: ADMIN.email, newPassword: "Another-passphrase-9" });
    expect(reset.status).toBe(200);
    await expect.poll(() => server.outbox().filter((m) => header(m, "To") === ADMIN.email).length).toBe(1);
    const resetMail = server.outbox().find((m) => header(m, "To") === ADMIN.email)!;
    expect(header(resetMail, "From")).toMatch(/^"?Tasi Language Bureau"? <no-reply@127\.0\.0\.1>$/);
    expect(header(resetMail, "Subject")).toContain("Tasi Language Bureau");
    expect(header(resetMail, "Subject")).not.toContain("Guam Translation Services");
  });

  it("sends from MAIL_FROM's address when it is set, and does not warn", async () => {
    const other = await startServer(engine, { MAIL_FROM: "Office <office@tasi.example>" });
    try {
      expect(warnings(other).filter((msg) => msg.includes("MAIL_FROM"))).toEqual([]);
      const reset = await other
        .client()
        .post("/api/cms/reset-password", { username: ADMIN.username, email: ADMIN.email, newPassword: "Another-passphrase-9" });
      expect(reset.status).toBe(200);
      await expect.poll(() => other.outbox().length).toBe(1);
      expect(header(other.outbox()[0]!, "From")).toMatch(/^"?Guam Translation Services"? <office@tasi\.example>$/);
    } finally {
      await other.dispose();
    }
  });
});
