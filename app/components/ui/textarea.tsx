import type { ComponentProps } from "react";
import { fieldClasses } from "./input";

export function Textarea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea className={`${fieldClasses} min-h-24 ${className}`} {...props} />;
}
