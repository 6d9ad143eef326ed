import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Loader2 } from "lucide-react";

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "role" | "children"> & {
  checked: boolean;
  /** Shows a spinner beside the switch while its change is under way. */
  busy?: boolean;
};

/**
 * An on/off switch: a real button with role="switch" and aria-checked, "On" or "Off" written beside
 * the track so the state is not told by colour alone, a 44 px tall target. Name it with aria-label
 * or aria-labelledby.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch({ checked, busy = false, className, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      className={`group inline-flex h-11 shrink-0 items-center gap-2 rounded-md px-1 text-sm font-medium text-slate-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:opacity-60 ${className ?? ""}`}
      {...props}
    >
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      <span aria-hidden="true" className="w-7 text-right">
        {checked ? "On" : "Off"}
      </span>
      <span aria-hidden="true" className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors group-aria-checked:bg-brand-700">
        <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
      </span>
    </button>
  );
});
