/** The site itself: packages, its user, the code, its build, its data and its settings. */
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { buildRelease, cloneRelease, currentRelease, installDependencies, linkCurrent, releasesIn, resolveRef } from "./releases";
import type { Step } from "./step";
import { fileIs, parseEnvFile, readOr, run, StepError, userIds, writeFile } from "./system";

const PACKAGES: Record<string, string> = {
  nginx: "/usr/sbin/nginx",
  certbot: "/usr/bin/certbot",
  openssl: "/usr/bin/openssl",
  git: "/usr/bin/git",
};

const missingPackages = (tls: boolean) => Object.entries(PACKAGES).filter(([name, bin]) => (tls || name === "git") && !existsSync(bin));

export const packages: Step = {
  title: "Debian packages",
  done: ({ o }) => (missingPackages(o.tls).length === 0 ? "installed" : null),
  plan: ({ o }) =>
    `apt-get install ${missingPackages(o.tls)
      .map(([n]) => n)
      .join(" ")}`,
  apply: ({ o }) => {
    // eslint-disable-next-line no-restricted-properties -- a child command's environment, not the site's settings
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    run("apt-get", ["update", "-qq"], { env });
    run("apt-get", ["install", "-y", "-qq", ...missingPackages(o.tls).map(([n]) => n)], { env });
  },
};

export const user: Step = {
  title: "system user",
  done: ({ o }) => (userIds(o.user) ? `${o.user} exists` : null),
  plan: ({ o }) => `adduser --system --group ${o.user} (no login, no home of its own)`,
  apply: ({ o }) => {
    run("adduser", ["--system", "--group", "--no-create-home", "--home", "/nonexistent", "--shell", "/usr/sbin/nologin", o.user]);
  },
};

/** The release `current` links to, when it is a clone. */
const running = (current: string) => {
  const release = currentRelease(current);
  return release && existsSync(path.join(release, ".git")) ? release : null;
};

export const code: Step = {
  title: "code",
  done: ({ paths }) => {
    const release = running(paths.current);
    return release ? `${paths.current} -> ${path.relative(paths.releases, release)} (upgrades: npm run server:upgrade)` : null;
  },
  plan: ({ repo, paths }) =>
    `git clone ${repo} into ${paths.releases}/<time>-<commit>, owned by root, readable by all (the server only reads it); ${paths.current} links to it`,
  apply: ({ o, repo, paths }) => {
    if (path.resolve(repo).startsWith(`${path.resolve(o.dir)}/`) || path.resolve(repo) === path.resolve(o.dir))
      throw new StepError(
        `Run it from a clone outside ${o.dir} (git clone REPOSITORY /root/guam-translation): ${o.dir} holds the releases`,
      );
    if (existsSync(paths.current) || (existsSync(o.dir) && readdirSync(o.dir).some((name) => !["data", "releases"].includes(name))))
      throw new StepError(`${o.dir} holds something else than an install of this site: choose another --dir`);
    const commit = resolveRef(repo);
    if (!commit) throw new StepError(`${repo} has no commit to install`);
    // A release left half made by a run that failed is made again.
    for (const dir of releasesIn(paths.releases)) rmSync(dir, { recursive: true, force: true });
    linkCurrent(paths.current, cloneRelease(repo, paths.releases, commit));
  },
};

export const dependencies: Step = {
  title: "npm packages",
  done: ({ paths }) => (existsSync(path.join(paths.current, "node_modules/.package-lock.json")) ? "installed" : null),
  plan: ({ o, paths }) => (o.reuseBuild ? "linked from the clone (tests)" : `npm ci in ${paths.current}`),
  apply: ({ o, repo, paths }) => installDependencies(currentRelease(paths.current)!, repo, o.reuseBuild),
};

export const build: Step = {
  title: "build",
  done: ({ paths }) => (existsSync(path.join(paths.current, "build/app-server/index.js")) ? "built" : null),
  plan: ({ o, paths }) => (o.reuseBuild ? "copied from the clone (tests)" : `npm run build in ${paths.current}`),
  apply: ({ o, repo, paths }) => buildRelease(currentRelease(paths.current)!, repo, o.reuseBuild),
};

export const dataDir: Step = {
  title: "data directory",
  done: ({ o, paths }) => {
    const ids = userIds(o.user);
    if (!ids || !existsSync(paths.dataDir)) return null;
    const s = statSync(paths.dataDir);
    return (s.mode & 0o777) === 0o700 && s.uid === ids.uid ? `${paths.dataDir}, 700, ${o.user}'s` : null;
  },
  plan: ({ o, paths }) => `${paths.dataDir}, mode 700, owned by ${o.user} (the database, uploads, the mail outbox)`,
  apply: ({ o, paths }) => {
    const ids = userIds(o.user)!;
    mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(paths.dataDir, 0o700);
    chownSync(paths.dataDir, ids.uid, ids.gid);
  },
};

const REQUIRED = ["PUBLIC_URL", "TRUST_PROXY", "HOST", "PORT", "DATA_DIR", "BACKUP_PASSWORD"];

/** Where the System screen reads the certificate visitors see: nginx here, or nobody (--no-tls). */
function certificateLine(o: { tls: boolean; httpsPort: number }): string {
  if (!o.tls) return "# TLS ends at another proxy (--no-tls): the System screen does not read a certificate.\nCERTIFICATE_CHECK=off\n";
  return o.httpsPort === 443
    ? ""
    : `# The System screen reads the certificate nginx shows on this port.\nCERTIFICATE_CHECK=127.0.0.1:${o.httpsPort}\n`;
}

function envContent(o: { domain: string; port: number; tls: boolean; httpsPort: number }, dataDir: string): string {
  return `# The site's settings (README.md "Configuration"), written by npm run server:install.
# systemd reads this file: comments on lines of their own only. Mode 640, root:the site's group.
PUBLIC_URL=https://${o.domain}
TRUST_PROXY=1
HOST=127.0.0.1
PORT=${o.port}
DATA_DIR=${dataDir}
MAIL_FROM=no-reply@${o.domain}
# Outgoing mail (invitations, password resets): until set, mail waits in the data directory.
# SMTP_URL=smtps://user:password@smtp.example.com:465
# Backups (npm run backup): the password of the restic repository, generated here. Keep a copy
# somewhere safe off this machine: without it no backup can be restored.
BACKUP_PASSWORD=${randomBytes(24).toString("base64url")}
# BACKUP_REPOSITORY=sftp:backup@backup.example.com:/srv/restic/site
# The link checker reads the pages' links to other sites once a day (docs/product.md, "Links").
LINK_CHECK_EXTERNAL=1
${certificateLine(o)}`;
}

export const envFile: Step = {
  title: "environment file",
  done: ({ o, paths }) => {
    const ids = userIds(o.user);
    const text = readOr(paths.envFile);
    const env = parseEnvFile(text);
    if (!ids || !text || REQUIRED.some((key) => !env[key])) return null;
    return fileIs(paths.envFile, text, 0o640, { uid: 0, gid: ids.gid }) ? `${paths.envFile}, 640, kept as it is` : null;
  },
  plan: ({ o, paths }) =>
    existsSync(paths.envFile)
      ? `${paths.envFile}: add what is missing of ${REQUIRED.join(", ")}; mode 640, root:${o.user}`
      : `${paths.envFile} with PUBLIC_URL=https://${o.domain} and a generated BACKUP_PASSWORD, mode 640, root:${o.user}`,
  apply: ({ o, paths }) => {
    const ids = userIds(o.user)!;
    const existing = readOr(paths.envFile);
    const have = parseEnvFile(existing);
    const fresh = envContent(o, paths.dataDir);
    // Keep every line already there (its secrets included); add the required settings it lacks.
    const added = fresh.split("\n").filter((line) => {
      const key = /^([A-Z_]+)=/.exec(line)?.[1];
      return key && REQUIRED.includes(key) && !have[key];
    });
    const content = existing ? `${existing.replace(/\n?$/, "\n")}${added.join("\n")}${added.length ? "\n" : ""}` : fresh;
    writeFile(paths.envFile, content, 0o640, { uid: 0, gid: ids.gid });
  },
};
