import { createContext, useCallback, useContext, useEffect, useState } from "react";

/** Counts one more unsaved draft; the function returned stops counting it. */
type Hold = () => () => void;

const DraftsContext = createContext<Hold | null>(null);

/**
 * Words being typed beside a page that are not the page's own (a comment on a part): a screen
 * keeps the count with this hook, hands `drafts` to UnsavedDraftsProvider, and its leave guard
 * counts them as unsaved too (docs/product.md, "Comments on parts").
 */
export function useUnsavedDrafts(): { count: number; drafts: Hold } {
  const [count, setCount] = useState(0);
  const hold = useCallback(() => {
    setCount((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setCount((n) => n - 1);
    };
  }, []);
  return { count, drafts: hold };
}

export const UnsavedDraftsProvider = DraftsContext.Provider;

/** Counts this draft as unsaved while `unsaved` holds and it is shown (nothing outside a provider). */
export function useUnsavedDraft(unsaved: boolean): void {
  const hold = useContext(DraftsContext);
  useEffect(() => (unsaved && hold ? hold() : undefined), [unsaved, hold]);
}
