import type { Kysely } from "kysely";
import { SERVER_PATHS } from "../../app/content/navigation";
import type { LinkState } from "../../app/domain/links";
import { redirectKey } from "../../app/domain/redirects";
import type { Database } from "../db/schema";
import { variantKey } from "../media/references";

/** What a link's check found. */
export interface LinkFinding {
  state: LinkState;
  httpStatus: number | null;
  target: string | null;
}

/** An address as the checker sees it: of this site (its path), of another site, or a library image by id. */
export type LinkAddress =
  { type: "internal"; path: string; suffix: string } | { type: "external"; url: string } | { type: "media"; id: number };

/** Where `href` points, against the site's own origin; null for an address that is neither (a relative path). */
export function addressOf(href: string, siteOrigin: string): LinkAddress | null {
  const media = /^media:(\d{1,10})$/.exec(href);
  if (media) return { type: "media", id: Number(media[1]) };
  let url: URL;
  if (href.startsWith("/") && !href.startsWith("//")) url = new URL(href, "http://site.invalid");
  else if (/^https?:\/\//i.test(href)) {
    try {
      url = new URL(href);
    } catch {
      return null;
    }
    if (url.origin !== siteOrigin) return { type: "external", url: url.href };
  } else return null;
  return { type: "internal", path: url.pathname, suffix: `${url.search}${url.hash}` };
}

/** The files the server answers beside the pages (app/content/navigation.ts): there while the site runs. */
const SERVER_FILES = new Set(SERVER_PATHS.filter((path) => path.includes(".")).map((path) => `/${path}`));

/**
 * What the site answers for its own addresses, read once per check of many links: the live pages'
 * addresses (English and translations), the redirects, and the library's images.
 */
export class InternalResolver {
  private redirects = new Map<string, { to: string; status: number }>();
  private mediaIds = new Set<number>();
  private mediaKeys = new Set<string>();

  private constructor(private readonly live: ReadonlySet<string>) {}

  static async load(db: Kysely<Database>, live: ReadonlySet<string>, addresses: LinkAddress[]): Promise<InternalResolver> {
    const resolver = new InternalResolver(live);
    const keys = new Set<string>();
    const ids = new Set<number>();
    const mediaKeys = new Set<string>();
    for (const address of addresses) {
      if (address.type === "media") ids.add(address.id);
      if (address.type !== "internal") continue;
      const media = variantKey(address.path);
      if (media) mediaKeys.add(media);
      const key = redirectKey(address.path);
      if (key !== null && !live.has(key)) keys.add(key);
    }
    for (const chunk of chunks([...keys])) {
      const rows = await db.selectFrom("redirects").select(["from_path", "to_target", "status"]).where("from_path", "in", chunk).execute();
      for (const row of rows) resolver.redirects.set(row.from_path, { to: row.to_target, status: row.status });
    }
    for (const chunk of chunks([...ids].filter((id) => id <= 2147483647))) {
      for (const row of await db.selectFrom("media").select("id").where("id", "in", chunk).execute()) resolver.mediaIds.add(row.id);
    }
    for (const chunk of chunks([...mediaKeys])) {
      for (const row of await db.selectFrom("media").select("key").where("key", "in", chunk).execute()) resolver.mediaKeys.add(row.key);
    }
    return resolver;
  }

  /** What a visitor following this address of the site gets. */
  resolve(address: Exclude<LinkAddress, { type: "external" }>): LinkFinding {
    if (address.type === "media") return this.mediaIds.has(address.id) ? ok() : broken(404);
    const media = variantKey(address.path);
    if (media) return this.mediaKeys.has(media) ? ok() : broken(404);
    const key = redirectKey(address.path);
    if (key === null) return broken(404);
    if (this.live.has(key) || SERVER_FILES.has(key)) return ok();
    const redirect = this.redirects.get(key);
    if (redirect?.status === 410) return broken(410);
    if (redirect) {
      // The query and fragment the link had go with it, unless the target names its own.
      const target = /[?#]/.test(redirect.to) || !address.suffix ? redirect.to : `${redirect.to}${address.suffix}`;
      return { state: "redirected", httpStatus: redirect.status, target };
    }
    // The admin area and the API are no pages a visitor is sent to; anything else is missing.
    if (/^\/(cms|api|assets)(\/|$)/.test(key)) return { state: "unchecked", httpStatus: null, target: null };
    return broken(404);
  }
}

const ok = (): LinkFinding => ({ state: "ok", httpStatus: 200, target: null });
const broken = (httpStatus: number): LinkFinding => ({ state: "broken", httpStatus, target: null });

function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
