import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/content/site-settings";

interface SettingsContextValue extends SiteSettings {
  /** The current year in Guam, computed on the server (the footer's copyright line). */
  year: number;
}

const SettingsContext = createContext<SettingsContextValue>({ ...DEFAULT_SETTINGS, year: new Date().getFullYear() });

/**
 * The site settings for every public component below: the public layout provides what the server
 * read, and the admin area's live preview provides the values being edited.
 */
export function SiteSettingsProvider({ settings, year, children }: { settings: SiteSettings; year: number; children: ReactNode }) {
  return <SettingsContext value={{ ...settings, year }}>{children}</SettingsContext>;
}

export function useSettings(): SettingsContextValue {
  return useContext(SettingsContext);
}
