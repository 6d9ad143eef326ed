/**
 * The three roles and what each may do (docs/product.md, "Roles"), browser-safe: the server's
 * policy (server/people/policy.ts) decides every request from this table, and the admin screens
 * read the same table to leave out what a person may not use.
 */
import { SETTINGS_PAGE } from "../../content/pages/settings";

export const ROLES = ["administrator", "editor", "translator"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { administrator: "Administrator", editor: "Editor", translator: "Translator" };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  administrator: "Everything, people and the business facts of the settings included.",
  editor: "Pages, media, the settings' texts and translations; not people.",
  translator:
    "The translations of their languages: edit, and publish only if allowed. No English page, no media deletion, no settings facts.",
};

/**
 * What a role may do without looking at a particular page. The translator's page rules depend on
 * the page's language and on their own languages, and are decided per page by the server.
 */
export type Capability =
  | "pages.read"
  /** Create, change, publish and delete English pages, and empty the trash. */
  | "pages.manage"
  | "translations.work"
  | "media.read"
  | "media.upload"
  | "media.edit"
  | "media.delete"
  | "settings.read"
  | "settings.texts"
  | "settings.facts"
  | "languages.manage"
  | "people.manage"
  | "activity.read"
  /** The System screen: the server's health, backups, certificate and mail. */
  | "system.read";

const CAPABILITIES: Record<Role, ReadonlySet<Capability>> = {
  administrator: new Set<Capability>([
    "pages.read",
    "pages.manage",
    "translations.work",
    "media.read",
    "media.upload",
    "media.edit",
    "media.delete",
    "settings.read",
    "settings.texts",
    "settings.facts",
    "languages.manage",
    "people.manage",
    "activity.read",
    "system.read",
  ]),
  editor: new Set<Capability>([
    "pages.read",
    "pages.manage",
    "translations.work",
    "media.read",
    "media.upload",
    "media.edit",
    "media.delete",
    "settings.read",
    "settings.texts",
  ]),
  translator: new Set<Capability>(["pages.read", "translations.work", "media.read", "media.upload", "media.edit", "settings.read"]),
};

export function roleCan(role: Role, capability: Capability): boolean {
  return CAPABILITIES[role].has(capability);
}

/** Groups of the site settings that hold business facts rather than texts: the Administrator's. */
export const SETTINGS_FACT_GROUPS: ReadonlySet<string> = new Set(["Business", "Opening hours", "Social links", "Search engines"]);

/** The keys of the settings' fact fields (the rest are texts, which Editors may change too). */
export const SETTINGS_FACT_KEYS: ReadonlySet<string> = new Set(
  SETTINGS_PAGE.fields.filter((field) => SETTINGS_FACT_GROUPS.has(field.group)).map((field) => field.key),
);

/** The signed-in person as the admin screens know them (from the CMS layout's loader). */
export interface Viewer {
  id: number;
  username: string;
  role: Role;
  /** A translator's languages (locale codes); empty for the other roles. */
  languages: string[];
  /** Whether a translator may publish the translations of their languages. */
  canPublish: boolean;
  /** Whether a translator may review the translations of their languages. */
  canReview: boolean;
  /** What must be done before anything else: a new password, or a second factor to set up. */
  setup: AccountSetup | null;
}

export type AccountSetup = "password" | "second-factor";
