// npm's postinstall (and .ci/run after its Node 24 rebuild): makes sure better-sqlite3's native
// binding survives garbage collection on the Node running it, and when it does not (built from
// source against Node 24.19+ headers), rebuilds it against the newest headers of the same line
// without the fault, then proves it again. docs/decisions/031 says why.
import { SAFE_HEADERS, fetchHeaders, probeBinding, rebuildAgainst } from "./lib/sqlite-binding.mjs";

const first = probeBinding();
if (first.ok) {
  console.log(`better-sqlite3 on Node ${process.version}: sound (${first.detail}).`);
  process.exit(0);
}
console.log(`better-sqlite3 on Node ${process.version} aborts when its statements are collected: ${first.detail}.`);
const major = Number(process.versions.node.split(".")[0]);
const version = SAFE_HEADERS[major];
if (!version) {
  console.error(
    `No known sound headers for Node ${major}: run the site on Node 20 or 24 (docs/decisions/031-better-sqlite3-on-node-24.md).`,
  );
  process.exit(1);
}
try {
  rebuildAgainst(fetchHeaders(version));
} catch (error) {
  console.error(`Could not rebuild better-sqlite3 against Node ${version}'s headers: ${error.message}`);
  process.exit(1);
}
const second = probeBinding();
if (!second.ok) {
  console.error(`better-sqlite3 rebuilt against Node ${version}'s headers still aborts: ${second.detail}.`);
  process.exit(1);
}
console.log(`better-sqlite3 rebuilt against Node ${version}'s headers (same ABI): sound (${second.detail}).`);
