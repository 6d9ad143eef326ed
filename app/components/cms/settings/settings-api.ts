/**
 * The site settings from the admin area (docs/product.md, "Settings"): the record with its fields
 * and values, and the save of some of them over the version held.
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { SettingsDTO, SettingsUpdate } from "~/domain/schemas/settings";
import { settingsKeys } from "~/components/cms/shell/page-queries";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/content/site-settings";

const SETTINGS = "/api/cms/settings";

export function useSettingsRecord({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<SettingsDTO>({ queryKey: settingsKeys.record, enabled });
}

/** The settings as the public site shows them now (the defaults until the record has loaded): what previews draw and name the site with. */
export function useSavedSettings({ enabled = true }: { enabled?: boolean } = {}): SiteSettings {
  const saved = useSettingsRecord({ enabled });
  return saved.data ? { ...DEFAULT_SETTINGS, values: saved.data.values } : DEFAULT_SETTINGS;
}

export const updateSettings = (payload: SettingsUpdate) => apiJson<SettingsDTO>("PUT", SETTINGS, payload);
