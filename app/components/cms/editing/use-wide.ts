import { useSyncExternalStore } from "react";

const WIDE = "(min-width: 1024px)";

/** Whether the screen is wide enough for a form and its live preview side by side (a tab of its own on a phone). */
export function useWide(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", change);
      return () => query.removeEventListener("change", change);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
