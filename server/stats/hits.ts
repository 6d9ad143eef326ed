/**
 * What the server derives from a beacon and its request, and all it keeps of them
 * (docs/product.md, 5.18): the page's path without its query, the referrer's host name, the utm
 * campaign, the visitor's preferred language reduced to one of the site's, and from the request a
 * country, a device class and a browser family. The address and
 * the user agent only go into the visitor's keyed hash (visitors.ts) and are then forgotten.
 */
import type { HitPayload } from "../../app/domain/schemas/stats";
import { preferredLanguage } from "./preferred-language";

/**
 * A beacon waiting for the next write, as little as it takes (in memory only, for about a second):
 * its path and campaign, the referrer's host and the language, with the request's address and user
 * agent, which the write hashes. The referrer's full address is not held.
 */
export interface PendingHit {
  at: number;
  path: string;
  campaign: string;
  referrer: string;
  locale: string;
  /** A goal reached on the page ("call", "email"), "" for a page view. */
  goal: string;
  /** The visitor's preferred language, reduced (preferred-language.ts); "" when the beacon did not say. */
  prefers: string;
  address: string;
  userAgent: string;
}

/** What a beacon keeps while it waits, or null for a path that is no address on the site. */
export function pendingHit(
  at: number,
  payload: HitPayload,
  address: string,
  userAgent: string,
  ownHosts: ReadonlySet<string>,
): PendingHit | null {
  const target = pathAndCampaign(payload.path);
  if (!target) return null;
  return {
    at,
    ...target,
    referrer: referrerHost(payload.referrer, ownHosts),
    locale: payload.locale,
    goal: payload.goal ?? "",
    prefers: payload.prefers === undefined ? "" : preferredLanguage(payload.prefers),
    address,
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
  };
}

/** The characters a waiting hit holds (what bounds the queue's memory with PENDING_CHARS_MAX). */
export const pendingSize = (hit: PendingHit) =>
  hit.path.length + hit.campaign.length + hit.referrer.length + hit.address.length + hit.userAgent.length + 16;

/** The longest user agent read: enough for any browser's, and a bound on what a request can make the server hold. */
export const USER_AGENT_MAX = 512;
const PART_MAX = 100;

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]/g;
const clean = (value: string | null) => (value ?? "").replace(CONTROL, "").trim().slice(0, PART_MAX);

/** The path without its query, and the campaign its utm parameters name ("source / medium / campaign", "-" for a missing part; "" without any). */
export function pathAndCampaign(raw: string): { path: string; campaign: string } | null {
  // Most page views carry no query: a plain path needs no parsing.
  if (/^\/(?!\/)[^?#\\]*$/.test(raw)) return { path: raw, campaign: "" };
  let url: URL;
  try {
    url = new URL(raw, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.host !== "site.invalid") return null;
  const parts = ["utm_source", "utm_medium", "utm_campaign"].map((name) => clean(url.searchParams.get(name)));
  return { path: url.pathname, campaign: parts.some(Boolean) ? parts.map((part) => part || "-").join(" / ") : "" };
}

/**
 * The referrer's host name without "www.", or "" for none, for anything that is not a web
 * address, and for the site itself (a visitor moving between its pages).
 */
export function referrerHost(referrer: string, ownHosts: ReadonlySet<string>): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = url.hostname.toLowerCase();
  if (ownHosts.has(host)) return "";
  return host.replace(/^www\./, "").slice(0, PART_MAX);
}
