/**
 * What npm run server:install checks before it changes anything (docs/deploying.md): root, a
 * supported OS, Node 20 or 24, ports 80 and 443 free (or held by our own nginx), and the domain
 * resolving to this machine. Each refusal is one line saying what to do.
 */
import { lookup } from "node:dns/promises";
import { readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import type { Options, Paths } from "./options";
import { capture } from "./system";

export class PreflightError extends Error {}

const SUPPORTED = [
  { id: "debian", versions: ["12", "13"], name: "Debian 12 or 13" },
  { id: "ubuntu", versions: ["24.04"], name: "Ubuntu 24.04" },
];

export function checkRoot(uid = process.getuid?.() ?? -1): void {
  if (uid !== 0) throw new PreflightError("Run it as root: sudo npm run server:install -- ...");
}

export function checkOs(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new PreflightError(`Unsupported system: no ${file}; the installer supports Debian 12 or 13 and Ubuntu 24.04.`);
  }
  const field = (name: string) => new RegExp(`^${name}=("?)(.*)\\1$`, "m").exec(text)?.[2] ?? "";
  const id = field("ID");
  const version = field("VERSION_ID");
  const pretty = field("PRETTY_NAME") || `${id} ${version}`;
  if (!SUPPORTED.some((os) => os.id === id && os.versions.includes(version)))
    throw new PreflightError(`Unsupported system: ${pretty}; the installer supports Debian 12 or 13 and Ubuntu 24.04.`);
  return pretty;
}

/** package.json's engines: ^20.19.0 || >=24.0.0. */
export function checkNode(version = process.versions.node): string {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if ((major === 20 && minor >= 19) || major >= 24) return version;
  throw new PreflightError(
    `Node.js ${version} is too old: install Node 24 (Debian 13: apt-get install nodejs; Debian 12 and Ubuntu 24.04: NodeSource, https://github.com/nodesource/distributions), then run this again.`,
  );
}

/** The processes listening on a TCP port (ss), as pids; an empty list when it is free. */
function listeners(port: number): { pids: number[]; names: string[] } | null {
  const out = capture("ss", ["-Hltnp", `sport = :${port}`]);
  if (!out.trim()) return null;
  const pids = [...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]));
  // The program's file name, not ss's thread name: Node 24 names its main thread "MainThread".
  const names = [...new Set(pids.map(programOf).filter((name): name is string => Boolean(name)))];
  if (names.length === 0) names.push(...new Set([...out.matchAll(/\(\("([^"]+)"/g)].map((m) => m[1]!)));
  return { pids, names };
}

function programOf(pid: number): string | null {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return null;
  }
}

function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
  } catch {
    return -1;
  }
}

/** Our own nginx's master process, from its pid file, when it runs. */
export function nginxMaster(pidFile: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function checkPorts(ports: number[], nginxPidFile: string): void {
  const ours = nginxMaster(nginxPidFile);
  for (const port of ports) {
    const held = listeners(port);
    if (!held) continue;
    const byOurNginx = ours !== null && held.pids.length > 0 && held.pids.every((pid) => pid === ours || parentOf(pid) === ours);
    if (!byOurNginx)
      throw new PreflightError(
        `Port ${port} is taken by ${held.names.join(", ") || "another program"}: stop it (ss -ltnp 'sport = :${port}' shows it), then run this again.`,
      );
  }
}

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** The domain's addresses (system resolver, /etc/hosts included) must all be this machine's own. */
export async function checkDomain(domain: string): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = (await lookup(domain, { all: true })).map((a) => a.address);
  } catch {
    throw new PreflightError(`${domain} does not resolve: point its DNS A/AAAA records at this server, then run this again.`);
  }
  const own = new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((i) => i?.address.replace(/%.*$/, ""))
      .filter((a): a is string => Boolean(a && isIP(a))),
  );
  const foreign = addresses.filter((a) => !isLoopback(a) && !own.has(a));
  if (foreign.length > 0)
    throw new PreflightError(
      `${domain} resolves to ${foreign.join(", ")}, not to this machine (${[...own].filter((a) => !isLoopback(a)).join(", ") || "no public address"}): fix its DNS records, then run this again.`,
    );
  return addresses;
}

export async function preflight(o: Options, paths: Paths): Promise<string[]> {
  checkRoot();
  const os = checkOs(o.osRelease);
  const node = checkNode();
  if (o.tls) checkPorts([o.httpPort, o.httpsPort], paths.nginxPid);
  const addresses = await checkDomain(o.domain);
  return [`${os}, Node.js ${node}, ${o.domain} resolves here (${addresses.join(", ")})`];
}
