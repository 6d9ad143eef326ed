import { type Capability, ROLE_LABELS, type Role, SETTINGS_FACT_KEYS, roleCan } from "../../app/domain/people/roles";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { sectionTextOf } from "../../app/lib/fields/values";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { languageNames, NO_TRANSLATIONS_REFUSAL, pageChangeRefusal, worksIn } from "../../app/domain/people/page-rules";
import { forbidden } from "../errors";

/**
 * Who may do what (docs/product.md, "Roles"): the one place the server decides it. Every endpoint
 * for signed-in people names what it needs (server/api/authorize.ts), and the answer comes from
 * here: the role's capabilities (app/domain/people/roles.ts, which the admin screens read too) and,
 * for a translator, the page's language and whether the change shows anything new to visitors
 * (app/domain/people/page-rules.ts, which the admin screens read too).
 * A refusal is a 403 whose sentence says what the role may do instead.
 */
export interface Person {
  id: number;
  username: string;
  role: Role;
  languages: string[];
  canPublish: boolean;
  canReview: boolean;
}

/** What the policy needs to know about a page. */
export interface PageFacts {
  id: number;
  /** "en" for the English pages; a translation's language otherwise. */
  locale: string;
  status: "draft" | "published";
  slug: string;
  /** A translation's language reviews before publishing (docs/product.md, "Review before publishing"). */
  reviewRequired?: boolean;
  /** A translation waits for review. */
  inReview?: boolean;
}

const REFUSALS: Record<Capability, string> = {
  "pages.read": "Your role cannot see pages",
  "pages.manage": "Translators can change only the translations of their languages; English pages and the trash are the editors'",
  "translations.work": NO_TRANSLATIONS_REFUSAL,
  "media.read": "Your role cannot see the media library",
  "media.upload": "Your role cannot add images to the media library",
  "media.edit": "Your role cannot change the media library",
  "media.delete": "Translators cannot delete images from the media library",
  "settings.read": "Your role cannot see the settings",
  "settings.texts": "Translators cannot change the English settings: only their translations, in their languages",
  "settings.facts":
    "Only administrators can change the business facts of the settings (name, contact details, opening hours, social links)",
  "languages.manage": "Only administrators can turn languages on and off",
  "people.manage": "Only administrators can manage people and invitations",
  "activity.read": "Only administrators can see the activity record",
  "system.read": "Only administrators can see the System screen",
};

export function can(person: Person, capability: Capability): boolean {
  return roleCan(person.role, capability);
}

/** Throws the 403 of `capability` unless the person's role has it. */
export function requireCapability(person: Person, capability: Capability): void {
  if (!can(person, capability)) throw forbidden(REFUSALS[capability]);
}

/**
 * A change to a page: saving it (`to` is the status it is saved with), deleting it, restoring it
 * from the trash. The rule is app/domain/people/page-rules.ts, which the admin screens read too.
 */
export function requirePageChange(person: Person, page: PageFacts, to?: "draft" | "published"): void {
  const refusal = pageChangeRefusal(person, page, to);
  if (refusal) throw forbidden(refusal);
}

/**
 * A save of the site settings' record as a page (the Settings screen saves it so): a person who
 * may not change the business facts may save it only with every fact as it is stored (or, where
 * none is stored, as its default). `sent` is the save's sections by key; undefined leaves them.
 */
export function requireSettingsFactsKept(person: Person, stored: Map<string, string>, sent: Map<string, string> | undefined): void {
  if (can(person, "settings.facts") || !sent) return;
  const changed = SETTINGS_PAGE.fields.filter((field) => {
    if (!SETTINGS_FACT_KEYS.has(field.key)) return false;
    const fallback = sectionTextOf(field, field.default);
    return (stored.get(field.key) ?? fallback) !== (sent.get(field.key) ?? fallback);
  });
  if (changed.length > 0) throw forbidden(`${REFUSALS["settings.facts"]}: ${changed.map((field) => field.label).join(", ")}`);
}

/** A translation may be started in a language only by someone who works in it. */
export function requireTranslationLanguage(person: Person, locale: string): void {
  requireCapability(person, "translations.work");
  if (!worksIn(person, locale)) throw forbidden(`You translate ${languageNames(person.languages)}, not ${languageNames([locale])}`);
}

/**
 * A change of the site settings' values: the texts need `settings.texts` (or, for a translator,
 * a translation of the settings in their language), the business facts `settings.facts`.
 */
export function requireSettingsChange(person: Person, keys: string[], locale: string = SOURCE_LOCALE): void {
  const facts = keys.filter((key) => SETTINGS_FACT_KEYS.has(key));
  if (facts.length > 0) {
    if (!can(person, "settings.facts")) throw forbidden(`${REFUSALS["settings.facts"]}: ${facts.join(", ")}`);
    return;
  }
  if (locale === SOURCE_LOCALE) requireCapability(person, "settings.texts");
  else requireTranslationLanguage(person, locale);
}

export const roleLabel = (role: Role) => ROLE_LABELS[role];
