import { type RedirectStatus, targetKey } from "../../app/domain/redirects";
import { AppError } from "../errors";

/** A redirect as the rules see it; `id` is absent until it is written. */
export interface Rule {
  id?: number;
  from: string;
  to: string;
  status: RedirectStatus;
  automatic: boolean;
  /** Changed since it was read: to be written. */
  dirty?: boolean;
}

export const redirectConflict = (message: string) => new AppError("redirect_conflict", message);

/** Where a rule leads on this site (its target's key), or null for a 410 or another site's address. */
const leadsTo = (rule: Pick<Rule, "to" | "status">) => (rule.status === 410 ? null : targetKey(rule.to));

/**
 * Places one redirect among the others (docs/product.md, "Redirects"), keyed by their old address:
 * - an address that is a live page's is refused (the page wins);
 * - chains collapse both ways: a new A→B where B→C exists is stored A→C, and every X→A already
 *   there now goes straight to the new target;
 * - anything that would lead back to itself is refused as a loop.
 * Changes the map in place; throws before changing it when the rule is refused.
 */
export function placeRule(rules: Map<string, Rule>, rule: Rule, live: ReadonlySet<string>): void {
  if (live.has(rule.from)) throw redirectConflict(`${rule.from} is the address of a live page: a redirect from it would hide the page`);
  let to = rule.to;
  const first = leadsTo(rule);
  const next = first === null ? undefined : rules.get(first);
  if (next && next.from !== rule.from && next.status !== 410) to = next.to;
  const placed: Rule = { ...rule, to, dirty: true };
  if (leadsTo(placed) === rule.from) throw redirectConflict(`A redirect from ${rule.from} to ${rule.to} would loop back to ${rule.from}`);
  const repointed: Rule[] = [];
  for (const other of rules.values()) {
    if (other.from === rule.from || leadsTo(other) !== rule.from || placed.status === 410) continue;
    if (leadsTo(placed) === other.from) {
      throw redirectConflict(`A redirect from ${rule.from} to ${rule.to} would loop: ${other.from} already leads to ${rule.from}`);
    }
    repointed.push(other);
  }
  for (const other of repointed) Object.assign(other, { to: placed.to, dirty: true });
  rules.set(rule.from, { ...rules.get(rule.from), ...placed });
}
