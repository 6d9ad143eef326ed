import { useEffect, useState, type ReactNode } from "react";

/**
 * A small toast store: at most one toast is visible, a new one replaces the last; a dismissed
 * toast is kept for 1,000,000 ms before it is removed (so its exit animation and Radix's
 * bookkeeping never lose it mid-flight).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
/** A toast with an action stays longer, so there is time to reach its button. */
export const ACTION_TOAST_DURATION = 10_000;

export type ToastVariant = "default" | "destructive";

/** A button in the toast that acts on what the toast reports (Undo). */
export interface ToastActionInput {
  label: string;
  /** How to do the same without the toast, read to screen-reader users (Radix Toast's altText). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionInput;
  /** How long it stays on screen, in ms (TOAST_DURATION unless said; ACTION_TOAST_DURATION suits a toast with an action). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const [state, setState] = useState<ToastItem[]>(toasts);
  useEffect(() => {
    listeners.add(setState);
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}
