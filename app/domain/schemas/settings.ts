/**
 * The site settings' payload and answer (browser-safe, zod only). The values themselves are
 * checked field by field against their declaration (app/content/pages/settings.ts).
 */
import { z } from "zod";
import type { SettingsValues } from "../../content/site-settings";
import type { Field } from "../../lib/fields/define";
import { namedValues, versionSchema } from "./common";
import { translationLocaleSchema } from "./translations";
import type { PageStatus } from "./pages";

/** GET /api/cms/settings (and the answer of PUT). */
export interface SettingsDTO {
  /** The record's page id: its History is /api/cms/pages/{id}/revisions. */
  id: number;
  version: number;
  status: PageStatus;
  publishedAt: string | null;
  fields: readonly Field[];
  values: SettingsValues;
  /** The keys whose value is not the default (they have a section of their own). */
  changed: string[];
  /** "en" for the settings themselves; a language for their translation (its texts only). */
  locale: string;
}

/** `?locale=` of GET and PUT /api/cms/settings: the translation into that language. */
export const settingsLocaleSchema = z.object({ locale: translationLocaleSchema.optional() });

/** The refusal of a value under a name no setting has. */
export const noSuchSetting = (name: string) => `There is no setting "${name}"`;

/** PUT /api/cms/settings: some or all values, over the version held; null brings a value's default back. */
export const settingsUpdateSchema = z.object(
  {
    version: versionSchema,
    values: namedValues(z.unknown(), { error: "Values must be an object of settings by name", unknownName: noSuchSetting }),
  },
  { error: "Request body must be a JSON object with the version you hold and the values" },
);
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
