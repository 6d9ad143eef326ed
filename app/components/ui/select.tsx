import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { fieldClasses } from "./input";
import { useReadOnly } from "./read-only";

/**
 * A native select (keyboard and screen-reader behaviour for free) styled like the inputs. A select
 * cannot be read only: inside a ReadOnly it is disabled.
 */
export function Select({ className = "", children, disabled, ...props }: ComponentProps<"select">) {
  const inherited = useReadOnly();
  return (
    <div className="relative">
      <select className={`${fieldClasses} h-10 appearance-none pr-9 ${className}`} disabled={disabled || inherited} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
    </div>
  );
}
