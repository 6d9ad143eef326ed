/** How the System screen words its numbers and moments: sizes in bytes as people read them, times in Guam with "3 hours ago". */
const UNITS = ["KB", "MB", "GB", "TB", "PB"];
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "820 bytes", "245 KB", "1.4 GB" (1 KB = 1,024 bytes, as a file manager counts). */
export function humanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}

/** "25%" of a share, "less than 1%" when there is some but it rounds to none. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return "0%";
  const share = (part / whole) * 100;
  return share > 0 && share < 1 ? "less than 1%" : `${Math.round(share)}%`;
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (365.25 / 12) * DAY;
const YEAR = 365.25 * DAY;
/** Each unit, its length in seconds, and below how many seconds it is used: days up to 100, so a certificate reads "in 40 days". */
const UNITS_OF_TIME: Array<[Intl.RelativeTimeFormatUnit, number, number]> = [
  ["second", 1, MINUTE],
  ["minute", MINUTE, HOUR],
  ["hour", HOUR, DAY],
  ["day", DAY, 100 * DAY],
  ["month", MONTH, YEAR],
  ["year", YEAR, Infinity],
];

/** "3 hours ago", "in 40 days", "now": how far `iso` is from `now`. */
export function fromNow(iso: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Number.isNaN(seconds)) return "";
  const [unit, length] =
    UNITS_OF_TIME.find(([, length, below]) => Math.abs(Math.round(seconds / length)) * length < below) ?? UNITS_OF_TIME.at(-1)!;
  return relative.format(Math.round(seconds / length), unit);
}
