import { createContext, useContext } from "react";

const ReadOnlyContext = createContext(false);

/**
 * Marks what it wraps as read only: the inputs and text areas inside are read only, the selects
 * disabled, and editing controls (add, remove, move, choose) ask `useReadOnly()` to stay disabled.
 * A screen shows a page its reader may not change this way, so it offers no change it would refuse.
 * What stays the reader's inside it (a comment, a reviewer's decision) wraps itself in
 * `<ReadOnly value={false}>`.
 */
export const ReadOnly = ReadOnlyContext.Provider;

/** Whether the controls here are read only (see ReadOnly). */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
