import Bowser from "bowser";

/** "Chrome on Windows" from a browser's User-Agent (bowser), for the Account screen's list of sessions. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name?.trim();
  const system = os.name?.trim();
  if (name && system) return `${name} on ${system}`;
  return name || system || "Unknown device";
}
