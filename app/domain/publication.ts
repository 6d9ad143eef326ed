import type { PageStatus } from "./schemas/pages";

/** A published page whose publishedAt is still ahead: on the public site from that moment (browser-safe). */
export function isScheduled(page: { status: PageStatus; publishedAt: string | null }, now: number = Date.now()): boolean {
  return page.status === "published" && page.publishedAt !== null && Date.parse(page.publishedAt) > now;
}
