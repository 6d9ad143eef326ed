// Completes package-lock.json with the platform-specific optional packages (rollup, esbuild,
// tailwind oxide, lightningcss ... for macOS, Windows, musl and other CPUs) that this
// workplace's npm registry does not serve. Without their entries `npm ci` refuses the lock file as
// "not in sync". Each added entry records the exact version and the os/cpu its name targets, so
// npm skips it on any other platform, and on that platform fetches it by version as usual.
// Run after every `npm install` that changes the lock file: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["darwin", "linux", "win32", "freebsd", "openbsd", "netbsd", "android", "sunos", "aix", "openharmony"];
const CPU = {
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  ppc64: "ppc64",
  s390x: "s390x",
  riscv64: "riscv64",
  loong64: "loong64",
  mips64el: "mips64el",
  wasm32: "wasm32",
  universal: null,
};

function platformOf(name) {
  const parts = name.replace(/^@[^/]+\//, "").split("-");
  const os = parts.find((p) => OS.includes(p)) ?? (name === "fsevents" ? "darwin" : undefined);
  let cpu = parts.find((p) => p in CPU);
  if (!cpu && parts.some((p) => /^armv?\d|eabihf$/.test(p))) cpu = "arm";
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? "musl"
      : parts.includes("gnu") || parts.includes("gnueabihf")
        ? "glibc"
        : undefined;
  return { os, cpu: cpu ? CPU[cpu] : undefined, libc };
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
const added = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) ? spec : null;
    const { os, cpu, libc } = platformOf(name);
    if (!version || (!os && !cpu)) {
      console.warn(`left alone: ${name}@${spec} (wanted by ${key || "the project"})`);
      continue;
    }
    const record = { version, optional: true };
    if (entry.dev) record.dev = true;
    record.os = [os ?? "none"];
    if (cpu) record.cpu = [cpu];
    else record.cpu = ["none"];
    if (libc) record.libc = [libc];
    packages[`node_modules/${name}`] = record;
    added.push(`${name}@${version}`);
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"))));
lock.packages = sorted;
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries` : "lock file already complete");
