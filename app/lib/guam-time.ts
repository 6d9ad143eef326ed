/** Guam (ChST, UTC+10, no daylight saving). Business times, the copyright year and the dates of the admin screens use it. */
export const GUAM_TIME_ZONE = "Pacific/Guam";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: GUAM_TIME_ZONE, year: "numeric" });

/** The calendar year in Guam at the given instant, whatever the time zone of the machine. */
export function guamYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** Guam is UTC+10 all year: ChST has no daylight saving, so the offset is fixed. */
export const GUAM_UTC_OFFSET_MINUTES = 10 * 60;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * A date and time as typed in a `datetime-local` field ("2026-03-05T09:30", seconds optional),
 * read as Guam wall-clock time: the ISO UTC instant, or null when it is not a real date and time
 * (February 30, 25:00, an empty field).
 */
export function guamLocalToIso(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls February 30 over to March 2: only a date that comes back unchanged is real.
  if (new Date(wallClock).getUTCDate() !== day) return null;
  return new Date(wallClock - GUAM_UTC_OFFSET_MINUTES * 60_000).toISOString();
}

/**
 * An instant as a `datetime-local` value in Guam time ("2026-03-05T09:30", with ":SS" only when
 * the seconds are not zero), or "" for something that is not a date.
 */
export function isoToGuamLocal(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const guam = new Date(time + GUAM_UTC_OFFSET_MINUTES * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const seconds = guam.getUTCSeconds();
  return (
    `${String(guam.getUTCFullYear()).padStart(4, "0")}-${pad(guam.getUTCMonth() + 1)}-${pad(guam.getUTCDate())}` +
    `T${pad(guam.getUTCHours())}:${pad(guam.getUTCMinutes())}${seconds ? `:${pad(seconds)}` : ""}`
  );
}

const dateAndTime = {
  timeZone: GUAM_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const;
const toTheMinute = new Intl.DateTimeFormat("en-US", dateAndTime);
const toTheSecond = new Intl.DateTimeFormat("en-US", { ...dateAndTime, second: "2-digit" });

function inGuamTime(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${format.format(date)} ChST`;
}

/** A publication date as the administrator reads it: Guam time, whatever the browser's zone ("Mar 5, 2026, 9:30 AM ChST"). */
export function formatPublishedAt(iso: string): string {
  return inGuamTime(toTheMinute, iso);
}

/** A moment to the second in Guam time, for saves and deletions that may come seconds apart ("Mar 5, 2026, 9:30:12 AM ChST"). */
export function formatGuamTimeToSecond(iso: string): string {
  return inGuamTime(toTheSecond, iso);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date in Guam at an instant, as "2026-03-05" (the day visitor statistics are filed under). */
export function guamDate(ms: number): string {
  return new Date(ms + GUAM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Whether "YYYY-MM-DD" names a real calendar date (not February 30). */
export function isIsoDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).toISOString().slice(0, 10) === date;
}

/** A "YYYY-MM-DD" date moved by whole days ("2026-03-01", -1 is "2026-02-28"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted ("2026-03-01" to "2026-03-07" is 7). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
