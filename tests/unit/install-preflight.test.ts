/** npm run server:install's preflight and options (docs/deploying.md): what it refuses, in one line. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOptions, UsageError } from "../../server/install/options";
import { checkDomain, checkNode, checkOs, checkRoot, PreflightError } from "../../server/install/preflight";

const osRelease = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "gts-os-")), "os-release");
  writeFileSync(file, text);
  return file;
};

describe("install preflight", () => {
  it("accepts Debian 12 and 13 and Ubuntu 24.04, and refuses the rest naming them", () => {
    expect(checkOs(osRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n'))).toMatch(/Debian/);
    expect(checkOs(osRelease('ID=debian\nVERSION_ID="13"\n'))).toBe("debian 13");
    expect(checkOs(osRelease('ID=ubuntu\nVERSION_ID="24.04"\n'))).toBe("ubuntu 24.04");
    expect(() => checkOs(osRelease('ID=ubuntu\nVERSION_ID="22.04"\n'))).toThrow(
      /^Unsupported system: ubuntu 22.04; the installer supports/,
    );
    expect(() => checkOs("/nonexistent/os-release")).toThrow(PreflightError);
  });

  it("wants Node 20.19+ or 24+, with a one-line hint", () => {
    expect(checkNode("20.19.0")).toBe("20.19.0");
    expect(checkNode("24.1.0")).toBe("24.1.0");
    for (const old of ["18.19.0", "20.18.1", "22.12.0"]) {
      expect(() => checkNode(old)).toThrow(PreflightError);
      try {
        checkNode(old);
      } catch (err) {
        expect((err as Error).message).toMatch(/too old: install Node 24 \(Debian 13: apt-get install nodejs; .*NodeSource/);
        expect((err as Error).message).not.toContain("\n");
      }
    }
  });

  it("refuses anyone but root", () => {
    expect(() => checkRoot(1000)).toThrow(/^Run it as root/);
    expect(() => checkRoot(0)).not.toThrow();
  });

  it("counts loopback as this machine (localhost, from /etc/hosts: no DNS query)", async () => {
    await expect(checkDomain("localhost")).resolves.toBeTruthy();
  });

  it("requires --domain and --email, and keeps the test options off --help", () => {
    expect(() => parseOptions(["--email", "a@example.com"])).toThrow(UsageError);
    expect(() => parseOptions(["--domain", "example.com"])).toThrow(/--email is required/);
    expect(() => parseOptions(["--domain", "not a name", "--email", "a@example.com"])).toThrow(/not a host name/);
    const o = parseOptions(["--domain", "Example.com", "--email", "a@example.com", "--dry-run"])!;
    expect(o).toMatchObject({
      domain: "example.com",
      dir: "/srv/guam-translation",
      dryRun: true,
      tls: true,
      httpPort: 80,
      httpsPort: 443,
      root: "",
    });
    expect(parseOptions(["--help"])).toBeNull();
  });
});
