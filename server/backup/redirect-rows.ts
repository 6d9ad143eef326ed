import { REDIRECT_PATH_MAX, REDIRECT_TARGET_MAX, fromInput, targetProblem } from "../../app/domain/redirects";
import { MAX_ID } from "../db/connect";
import { type Kind, nullable, refuse, text, time, whole } from "./values";

/** The redirects' columns (server/db/schema-redirects.ts RedirectsTable). */
export const REDIRECT_COLUMNS: Record<string, Kind> = {
  id: whole(1, MAX_ID),
  from_path: text({ min: 1, max: REDIRECT_PATH_MAX }),
  to_target: text({ max: REDIRECT_TARGET_MAX }),
  status: (value, column) => {
    if (value !== 301 && value !== 302 && value !== 410) refuse(`${column} must be 301, 302 or 410`);
  },
  automatic: whole(0, 1),
  hits: whole(0, MAX_ID),
  last_hit_at: nullable(time),
  created_at: time,
  updated_at: time,
};

/** A redirect as the site writes one (app/domain/redirects.ts): its old address in its one form, once, and a target it accepts. */
export class RedirectRowChecker {
  private readonly froms = new Set<string>();

  check(row: Record<string, unknown>): void {
    const from = row.from_path as string;
    if (fromInput(from) !== from || from === "/") refuse(`From "${from.slice(0, 100)}" is not an address the site would redirect`);
    if (this.froms.has(from)) refuse(`The redirect from ${from.slice(0, 100)} is in the file twice`);
    const to = row.to_target as string;
    if (row.status === 410 ? to !== "" : targetProblem(to) !== null) refuse(`To "${to.slice(0, 100)}" is not a target the site accepts`);
    this.froms.add(from);
  }
}
