import { GUAM_TIME_ZONE } from "~/lib/guam-time";

const publishedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: GUAM_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A publication date as the administrator reads it: Guam time, whatever the browser's zone ("Mar 5, 2026, 9:30 AM ChST"). */
export function formatPublishedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${publishedFormat.format(date)} ChST`;
}

const secondsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: GUAM_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

/** A moment to the second in Guam time, for saves and deletions that may come seconds apart ("Mar 5, 2026, 9:30:12 AM ChST"). */
export function formatGuamTimeToSecond(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${secondsFormat.format(date)} ChST`;
}

/** The public address of a CMS page: the home page's content is shown at `/`. */
export function publicPathOf(slug: string): string {
  return slug === "home" ? "/" : `/${slug}`;
}
