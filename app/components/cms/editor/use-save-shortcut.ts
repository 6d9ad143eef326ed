import { useEffect, useRef } from "react";

/** Ctrl+S (Cmd+S on a Mac), without Alt, in either letter case. */
export function isSaveShortcut(event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "key">): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s";
}

/** Ctrl+S / Cmd+S calls `save` from anywhere on the screen, inside a field too, instead of the browser's "Save page as". */
export function useSaveShortcut(save: () => void) {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      saveRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
