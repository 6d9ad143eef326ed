import type { ComponentProps } from "react";
import { useReadOnly } from "./read-only";

export const fieldClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

/**
 * The look of a read-only input or text area. Not in fieldClasses: a select is always :read-only
 * to CSS, and would be grey too.
 */
export const readOnlyClasses = "read-only:bg-slate-100";

/** A text input; read only inside a ReadOnly as well. */
export function Input({ className = "", readOnly, ...props }: ComponentProps<"input">) {
  const inherited = useReadOnly();
  return <input className={`${fieldClasses} ${readOnlyClasses} h-10 ${className}`} readOnly={readOnly || inherited} {...props} />;
}
