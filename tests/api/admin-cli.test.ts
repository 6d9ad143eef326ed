import { spawn, spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";
import { turnOnTotp } from "./people-helpers";

describe.each(engines)("admin command line and shutdown (%s)", (engine) => {
  let server: TestServer;
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/admin.mjs", ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...server.databaseEnv },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 30_000,
    });
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("creates an administrator who can sign in", async () => {
    const result = cli("create", "editor", "editor@example.com", "--password", "editor-pass-1");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created administrator "editor"');
    await server.client().login("editor", "editor-pass-1");

    const again = cli("create", "editor", "editor@example.com", "--password", "editor-pass-1");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it("sets a password (generated when none is given) and ends that administrator's sessions", async () => {
    const api = server.client();
    await api.login();
    const result = cli("set-password", ADMIN.username);
    expect(result.status).toBe(0);
    const generated = /Password \(shown once\): (\S+)/.exec(result.stdout)?.[1];
    expect(generated).toBeTruthy();
    expect((await api.get("/api/cms/session")).status).toBe(401);
    // A generated password signs in and works, as it always has.
    const owner = server.client();
    await owner.login(ADMIN.username, generated);
    expect((await owner.get("/api/cms/pages")).status).toBe(200);
    // --must-change: the next sign-in must choose a new password before anything else.
    expect(cli("set-password", ADMIN.username, "--password", "made-for-you-7", "--must-change").status).toBe(0);
    const told = server.client();
    await told.login(ADMIN.username, "made-for-you-7");
    expect((await told.get("/api/cms/account")).body.setup).toBe("password");
    expect((await told.get("/api/cms/pages")).status).toBe(403);
    expect((await told.put("/api/cms/account/password", { currentPassword: "made-for-you-7", newPassword: ADMIN.password })).status).toBe(
      200,
    );
    expect((await told.get("/api/cms/pages")).status).toBe(200);
  });

  it("refuses bad input with a non-zero exit: the rule that was broken, the usage only for a wrong command line", () => {
    expect(cli("set-password", "nobody", "--password", "whatever1").stderr).toContain('No administrator named "nobody"');
    // Not at a terminal, a password that breaks the rule is one clear line (exit 2), not the usage.
    const short = cli("set-password", ADMIN.username, "--password", "123");
    expect(short.status).toBe(2);
    expect(short.stderr.trim()).toBe("The password is refused: Password must be at least 6 characters long");
    const shortCreate = cli("create", "shorty", "shorty@example.com", "--password", "12345");
    expect(shortCreate.status).toBe(2);
    expect(shortCreate.stderr.trim()).toBe("The password is refused: Password must be at least 6 characters long");
    const email = cli("create", "x", "not-an-email", "--password", "abcdefgh-long");
    expect(email.status).toBe(2);
    expect(email.stderr.trim()).toBe('"not-an-email" is not an e-mail address');
    const unknown = cli("frobnicate");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Usage:");
    expect(cli("create", "only-a-name").stderr).toContain("Usage:");
    // Six runs of the command line, each compiling it with tsx: seconds each on a busy machine.
  }, 90_000);

  // At a terminal (a pseudo-terminal made by util-linux's script, as a person types at one).
  it.skipIf(spawnSync("script", ["--version"]).status !== 0)(
    "at a terminal, says what is wrong with a password and asks again",
    async () => {
      const child = spawn("script", ["-qfec", `${process.execPath} scripts/admin.mjs create typist typist@example.com`, "/dev/null"], {
        env: { PATH: process.env.PATH, LOG_LEVEL: "silent", TERM: "dumb", ...server.databaseEnv },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      let seen = 0;
      /** Waits for the next `count` prompts of this text, then types a line. */
      const answer = async (prompt: string, line: string) => {
        const at = (text: string) => text.split(prompt).length - 1;
        // The first prompt waits for tsx to compile the command line: long on a busy machine.
        await expect.poll(() => at(output.slice(seen)), { timeout: 60_000 }).toBeGreaterThan(0);
        seen = output.lastIndexOf(prompt) + prompt.length;
        child.stdin.write(`${line}\r`);
      };
      try {
        await answer("New password: ", "123");
        await answer("New password: ", "password1");
        await answer("New password: ", "typist-pass-1");
        await answer("Repeat it: ", "typist-pass-X");
        await answer("New password: ", "typist-pass-1");
        await answer("Repeat it: ", "typist-pass-1");
        expect(await exited).toBe(0);
      } finally {
        child.kill();
      }
      expect(output).toContain("Password must be at least 6 characters long. Try again.");
      expect(output).toContain("This password is one of the 10,000 most common passwords: choose one that is harder to guess. Try again.");
      expect(output).toContain("The two passwords differ. Try again.");
      expect(output).toContain('Created administrator "typist"');
      expect(output).not.toContain("Usage:");
      // Typed passwords are never shown.
      expect(output).not.toContain("typist-pass");
      await server.client().login("typist", "typist-pass-1");
    },
    120_000,
  );

  it("lists people, creates a translator, and turns off a lost second factor (ending that person's sessions)", async () => {
    const made = cli(
      "create",
      "tala",
      "tala@example.com",
      "--password",
      "Tala-translates-ja-1",
      "--role",
      "translator",
      "--languages",
      "ja,ch",
    );
    expect(made.stderr).toBe("");
    expect(made.stdout).toContain('Created translator "tala" <tala@example.com> for ja, ch.');
    const list = cli("list");
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^USERNAME\s+ROLE\s+LANGUAGES\s+SECOND FACTOR\s+LAST SIGN-IN\s+E-MAIL/m);
    expect(list.stdout).toMatch(/^tala\s+Translator\s+ja,ch\s+no\s+never\s+tala@example.com$/m);

    const tala = server.client();
    await tala.login("tala", "Tala-translates-ja-1");
    await turnOnTotp(tala, "Tala-translates-ja-1");
    expect(cli("list").stdout).toMatch(/^tala\s+Translator\s+ja,ch\s+yes\s/m);
    const off = cli("second-factor-off", "tala");
    expect(off.status).toBe(0);
    expect((await tala.get("/api/cms/account")).status).toBe(401);
    const again = await server.client().post("/api/cms/login", { username: "tala", password: "Tala-translates-ja-1" });
    expect(again.body.success).toBe(true);
    expect(cli("second-factor-off", "tala").stderr).toContain('"tala" has no second factor.');
    expect(cli("create", "x2", "x2@example.com", "--password", "Long-enough-pass-1", "--role", "chef").stderr.trim()).toBe(
      "The role must be administrator, editor, translator",
    );
  }, 120_000);

  it("sets someone's e-mail address at once, tells the old address, and refuses what the forms refuse", async () => {
    expect(cli("create", "mara", "mara@example.com", "--password", "Mara-edits-pages-1", "--role", "editor").status).toBe(0);
    const done = cli("set-email", "mara", "mara@localhost");
    expect(done.stderr).toBe("");
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('The e-mail address of "mara" is now mara@localhost (it was mara@example.com');
    expect(cli("list").stdout).toMatch(/^mara\s+Editor\s.*\smara@localhost$/m);
    // The notice to the old address was sent before the command ended.
    expect(
      server
        .outbox()
        .filter((m) => /^To: mara@example\.com$/m.test(m))
        .at(-1),
    ).toContain("The server's operator changed the e-mail address of your account to mara@localhost.");
    const activity = await server.query<{ actor_name: string; detail: string }>(
      "SELECT actor_name, detail FROM activity WHERE kind = 'email-changed' ORDER BY id DESC LIMIT 1",
    );
    expect(activity[0]!.actor_name).toBe("shell");
    expect(JSON.parse(activity[0]!.detail)).toEqual({ from: "mara@example.com", to: "mara@localhost" });

    const malformed = cli("set-email", "mara", "not an address");
    expect(malformed.status).toBe(2);
    expect(malformed.stderr.trim()).toBe('"not an address" is not an e-mail address');
    const unknown = cli("set-email", "nobody", "nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('No one is named "nobody".');
    const taken = cli("set-email", "mara", ADMIN.email);
    expect(taken.status).toBe(1);
    expect(taken.stderr.trim()).toBe("Someone else's account has this e-mail address");
    expect(cli("set-email", "mara").stderr).toContain("Usage:");
  }, 120_000);

  it("stops gracefully on SIGTERM: finishes, closes the database, exits 0", async () => {
    await server.stop();
    expect(server.output()).toMatch(/"signal":"SIGTERM".*shutting down/);
    expect(server.output()).toContain('"msg":"stopped"');
    await server.restart();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
