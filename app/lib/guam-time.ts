/** Guam (ChST, UTC+10, no daylight saving). Business times and the copyright year use it. */
export const GUAM_TIME_ZONE = "Pacific/Guam";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: GUAM_TIME_ZONE, year: "numeric" });

/** The calendar year in Guam at the given instant, whatever the time zone of the machine. */
export function guamYear(date: Date): number {
  return Number(yearFormat.format(date));
}
