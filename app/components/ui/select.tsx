import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { fieldClasses } from "./input";

/** A native select (keyboard and screen-reader behaviour for free) styled like the inputs. */
export function Select({ className = "", children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={`${fieldClasses} h-10 appearance-none pr-9 ${className}`} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
    </div>
  );
}
