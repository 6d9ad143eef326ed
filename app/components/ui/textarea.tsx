import type { ComponentProps } from "react";
import { fieldClasses, readOnlyClasses } from "./input";
import { useReadOnly } from "./read-only";

/** A text area; read only inside a ReadOnly as well. */
export function Textarea({ className = "", readOnly, ...props }: ComponentProps<"textarea">) {
  const inherited = useReadOnly();
  return <textarea className={`${fieldClasses} ${readOnlyClasses} min-h-24 ${className}`} readOnly={readOnly || inherited} {...props} />;
}
