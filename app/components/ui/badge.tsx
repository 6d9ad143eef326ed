import type { ComponentProps } from "react";

const VARIANTS = {
  default: "border-transparent bg-brand-800 text-white",
  secondary: "border-transparent bg-slate-100 text-slate-800",
  success: "border-transparent bg-emerald-100 text-emerald-900",
  warning: "border-transparent bg-amber-100 text-amber-900",
  info: "border-transparent bg-sky-100 text-sky-900",
  outline: "border-slate-300 text-slate-800",
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({ variant = "default", className = "", ...props }: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
