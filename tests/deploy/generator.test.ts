/**
 * `npm run deploy:nginx` (scripts/deploy-nginx.mjs): what it refuses, what it writes, and that
 * nginx accepts what it writes with and without the brotli static module; the systemd unit.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSiteConfig } from "../../scripts/deploy-nginx.mjs";
import { brotliStaticInstalled, nginxInstalled, prepareNginx, selfSignedCertificate } from "../../scripts/lib/nginx.mjs";

const deployNginx = (...args: string[]) => spawnSync(process.execPath, ["scripts/deploy-nginx.mjs", ...args], { encoding: "utf8" });

describe("npm run deploy:nginx", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "gts-deploy-conf-"));
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it("prints its usage", () => {
    const run = deployNginx("--help");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("--server-name NAME");
    expect(run.stdout).toContain("--brotli auto|on|off");
  });

  it("lists every missing or unsafe option at once, and writes nothing", () => {
    const missing = deployNginx();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--server-name is required");
    expect(missing.stderr).toContain("--cert is required");
    expect(missing.stderr).toContain("--key is required");
    expect(missing.stdout).toBe("");

    const out = path.join(work, "refused.conf");
    const unsafe = deployNginx(
      "--server-name",
      "example.com; include /etc/passwd",
      "--cert",
      "/etc/ssl/a b.pem",
      "--key",
      "/k.pem",
      "--upstream",
      "localhost",
      "--http-port",
      "443",
      "--https-port",
      "443",
      "--out",
      out,
    );
    expect(unsafe.status).toBe(2);
    expect(unsafe.stderr).toMatch(/--server-name example\.com;.*not a host name/);
    expect(unsafe.stderr).toMatch(/--cert \/etc\/ssl\/a b\.pem: a path without spaces/);
    expect(unsafe.stderr).toMatch(/--upstream localhost: must be HOST:PORT/);
    expect(unsafe.stderr).toContain("--http-port and --https-port must differ");
    expect(() => readFileSync(out)).toThrow();

    expect(deployNginx("--server-name", "example.com", "--colour", "blue").stderr).toContain("Unknown option --colour");
  });

  // README's recipe once piped the output into `sudo tee FILE`: a mistyped option left an empty
  // file, the pipeline exited 0, and nginx -t passed it. With --out nothing is written unless
  // every check passed, and the status says so.
  it("refuses a mistyped option or a certificate or key that does not exist: exit 2, nothing written", () => {
    const { cert, key } = selfSignedCertificate(work);
    const dir = path.join(work, "refusals");
    mkdirSync(dir);
    const out = path.join(dir, "site.conf");
    const base = ["--server-name", "example.com", "--out", out];
    const typo = deployNginx(...base, "--cert", cert, "--key", key, "--upsteam", "127.0.0.1:3000");
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain("Unknown option --upsteam");
    expect(typo.stderr).toContain("Nothing was written");

    const noCert = deployNginx(...base, "--cert", path.join(dir, "missing-fullchain.pem"), "--key", key);
    expect(noCert.status).toBe(2);
    expect(noCert.stderr).toContain(`--cert ${path.join(dir, "missing-fullchain.pem")}: no such file`);
    const noKey = deployNginx(...base, "--cert", cert, "--key", path.join(dir, "missing-privkey.pem"));
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toContain(`--key ${path.join(dir, "missing-privkey.pem")}: no such file`);
    expect(noKey.stdout).toBe("");
    // Nothing at all in the directory: no configuration, no temporary file.
    expect(readdirSync(dir)).toEqual([]);

    // An existing configuration stays as it was when a new one is refused.
    writeFileSync(out, "# the configuration that works\n");
    expect(deployNginx(...base, "--cert", cert, "--key", path.join(dir, "missing.pem")).status).toBe(2);
    expect(readFileSync(out, "utf8")).toBe("# the configuration that works\n");
  });

  it("writes --out whole, in place of the old file, through a link to it", () => {
    const { cert, key } = selfSignedCertificate(work);
    const dir = path.join(work, "atomic");
    mkdirSync(path.join(dir, "sites-available"), { recursive: true });
    mkdirSync(path.join(dir, "sites-enabled"));
    const available = path.join(dir, "sites-available", "site");
    const enabled = path.join(dir, "sites-enabled", "site");
    writeFileSync(available, "# old\n");
    symlinkSync(available, enabled);
    const run = deployNginx("--server-name", "example.com", "--cert", cert, "--key", key, "--out", enabled);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`Wrote ${enabled}`);
    expect(readFileSync(available, "utf8")).toContain("server_name example.com;");
    expect(readFileSync(enabled, "utf8")).toBe(readFileSync(available, "utf8"));
    expect(readdirSync(path.join(dir, "sites-available"))).toEqual(["site"]);
    expect(readdirSync(path.join(dir, "sites-enabled"))).toEqual(["site"]);
    // A directory that does not exist: a plain message and a failure status, nothing left behind.
    const nowhere = deployNginx(
      "--server-name",
      "example.com",
      "--cert",
      cert,
      "--key",
      key,
      "--out",
      path.join(dir, "no-such-dir", "site"),
    );
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr).toMatch(/Could not write .*no-such-dir\/site: ENOENT/);
    expect(existsSync(path.join(dir, "no-such-dir"))).toBe(false);
    // nginx makes its cache directory but not the one above it (Debian has no /var/cache/nginx).
    const cacheDir = path.join(dir, "no-cache-parent", "pages");
    const warned = deployNginx("--server-name", "example.com", "--cert", cert, "--key", key, "--cache-dir", cacheDir, "--out", available);
    expect(warned.status).toBe(0);
    expect(warned.stderr).toContain(`sudo mkdir -p ${path.dirname(cacheDir)}`);
  });

  it("fills in the template: names, paths, ports, the session cookie, nothing left over", () => {
    const out = path.join(work, "site.conf");
    // The certificate's files must exist: stand-ins at the paths certbot uses, under `work`.
    const live = path.join(work, "letsencrypt/live/example.com");
    mkdirSync(live, { recursive: true });
    writeFileSync(path.join(live, "fullchain.pem"), "");
    writeFileSync(path.join(live, "privkey.pem"), "");
    const run = deployNginx(
      "--server-name",
      "example.com,www.example.com",
      "--cert",
      path.join(live, "fullchain.pem"),
      "--key",
      path.join(live, "privkey.pem"),
      "--upstream",
      "127.0.0.1:3100",
      "--root",
      "/srv/site/build/client",
      "--cache-dir",
      "/var/cache/nginx/site",
      "--https-port",
      "8443",
      "--brotli",
      "off",
      "--out",
      out,
    );
    expect(run.status).toBe(0);
    const text = readFileSync(out, "utf8");
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain("server_name example.com www.example.com;");
    expect(text).toContain("server 127.0.0.1:3100;");
    expect(text).toContain(`ssl_certificate ${live}/fullchain.pem;`);
    expect(text).toContain("root /srv/site/build/client;");
    expect(text).toContain("proxy_cache_path /var/cache/nginx/site ");
    expect(text).toContain("return 301 https://$host:8443$request_uri;");
    expect(text).toMatch(/listen 8443 ssl/);
    expect(text).toMatch(/listen \[::\]:80;/);
    expect(text).toContain("proxy_cache_bypass $cookie_cms_session");
    expect(text).toMatch(/^\s*# brotli_static on;/m);
    // Over the standard port the redirect names no port.
    expect(renderSiteConfig({ serverNames: ["example.com"], cert: "/c.pem", key: "/k.pem", brotli: "on" }).text).toContain(
      "return 301 https://$host$request_uri;",
    );
  });

  it("asks nginx for brotli only when the module is there (--brotli auto)", () => {
    const options = { serverNames: ["example.com"], cert: "/c.pem", key: "/k.pem" };
    expect(renderSiteConfig(options, { brotliLoaded: () => true }).text).toMatch(/^\s*brotli_static on;/m);
    expect(renderSiteConfig(options, { brotliLoaded: () => false }).text).not.toMatch(/^\s*brotli_static on;/m);
    expect(renderSiteConfig({ ...options, brotli: "off" }, { brotliLoaded: () => true }).text).not.toMatch(/^\s*brotli_static on;/m);
  });

  it.skipIf(!nginxInstalled())("writes what nginx -t accepts, with and without the brotli static module", () => {
    const { cert, key } = selfSignedCertificate(work);
    const variants: boolean[] = brotliStaticInstalled() ? [false, true] : [false];
    for (const brotli of variants) {
      const dir = path.join(work, `nginx-${brotli ? "brotli" : "plain"}`);
      mkdirSync(dir);
      const siteConf = path.join(dir, "site.conf");
      const { text } = renderSiteConfig({
        serverNames: ["localhost"],
        cert,
        key,
        cacheDir: path.join(dir, "cache"),
        refreshSocket: path.join(dir, "refresh.sock"),
        logDir: path.join(dir, "logs"),
        acmeRoot: path.join(dir, "acme"),
        httpPort: 8080,
        httpsPort: 8443,
        brotli: brotli ? "on" : "off",
      });
      writeFileSync(siteConf, text);
      // Throws with nginx's complaint when it refuses the configuration.
      expect(prepareNginx({ dir, siteConf, brotli })).toContain("-c");
    }
  });
});

describe.skipIf(spawnSync("systemd-analyze", ["--version"]).status !== 0)("deploy/guam-translation.service", () => {
  it("passes systemd-analyze verify", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gts-unit-"));
    try {
      // The unit names /usr/bin/node (Debian's); verify checks that the program exists.
      const unit = readFileSync("deploy/guam-translation.service", "utf8").replace(
        "ExecStart=/usr/bin/node ",
        `ExecStart=${process.execPath} `,
      );
      const file = path.join(dir, "guam-translation.service");
      writeFileSync(file, unit);
      const run = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
      expect(`${run.stdout}${run.stderr}`.trim()).toBe("");
      expect(run.status).toBe(0);
      expect(unit).toMatch(/^ExecStart=.* build\/app-server\/index\.js$/m);
      expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
      expect(unit).toMatch(/^Restart=on-failure$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(spawnSync("systemd-analyze", ["--version"]).status !== 0)("the site's systemd units", () => {
  for (const name of ["guam-translation.service", "guam-translation-backup.service"]) {
    it(`${name} is rated 2.0 or lower by systemd-analyze security --offline=true`, () => {
      const run = spawnSync("systemd-analyze", ["security", "--offline=true", `deploy/${name}`], { encoding: "utf8" });
      const rating = /Overall exposure level for \S+: (\d+\.\d+)/.exec(`${run.stdout}${run.stderr}`);
      expect(rating, `${run.stdout}${run.stderr}`).not.toBeNull();
      expect(Number(rating![1])).toBeLessThanOrEqual(2.0);
    });
  }

  it("the backup's service and timer pass systemd-analyze verify", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gts-unit-"));
    try {
      for (const name of ["guam-translation-backup.service", "guam-translation-backup.timer"]) {
        const unit = readFileSync(`deploy/${name}`, "utf8").replace("ExecStart=/usr/bin/node ", `ExecStart=${process.execPath} `);
        writeFileSync(path.join(dir, name), unit);
      }
      const run = spawnSync(
        "systemd-analyze",
        ["verify", path.join(dir, "guam-translation-backup.service"), path.join(dir, "guam-translation-backup.timer")],
        {
          encoding: "utf8",
        },
      );
      expect(`${run.stdout}${run.stderr}`.trim()).toBe("");
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
