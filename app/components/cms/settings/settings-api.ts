/**
 * The site settings from the admin area (docs/product.md, "Settings"): the record with its fields
 * and values, and the save of some of them over the version held.
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { SettingsDTO, SettingsUpdate } from "~/domain/schemas/settings";
import { settingsKeys } from "~/components/cms/shell/page-queries";

const SETTINGS = "/api/cms/settings";

export function useSettingsRecord({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<SettingsDTO>({ queryKey: settingsKeys.record, enabled });
}

export const updateSettings = (payload: SettingsUpdate) => apiJson<SettingsDTO>("PUT", SETTINGS, payload);
