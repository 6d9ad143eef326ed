/** How the backup commands name what they moved (README.md, "Backups"). */

/** "18 page(s), 40 section(s), ..." from an export's row counts. */
export const describeCounts = (counts: Record<string, number>) =>
  `${counts.pages} page(s), ${counts.sections} section(s), ${counts.page_revisions} revision(s), ${counts.media} image(s) with ${counts.media_variants} variant(s), ${counts.admins} administrator(s), ${counts.stats_daily ?? 0} statistics roll-up(s), ${counts.redirects ?? 0} redirect(s), ${counts.glossary_terms ?? 0} glossary term(s)`;

/** 1234567 → "1.2 MB" (powers of 1,000, as restic and df -H count). */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Seconds since `started` (performance.now()), "1.2 s". */
export const secondsSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** A snapshot's time as "2026-11-27 17:07 UTC". */
export const utcMinute = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;
