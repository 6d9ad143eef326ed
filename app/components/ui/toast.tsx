import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import type { ToastVariant } from "./use-toast";

export const ToastProvider = ToastPrimitive.Provider;

/**
 * The notification area: bottom right on wide screens, top on phones. At most 420 px wide at
 * every screen width; narrower screens get the full width less the padding, so a toast keeps a
 * margin on a phone.
 */
export function ToastViewport({ className = "", ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={`fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 max-w-[420px] sm:top-auto sm:bottom-0 sm:flex-col ${className}`}
      {...props}
    />
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

export function Toast({
  variant = "default",
  className = "",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={`group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${VARIANT_CLASSES[variant]} ${className}`}
      {...props}
    />
  );
}

export function ToastTitle({ className = "", ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={`text-sm font-semibold ${className}`} {...props} />;
}

export function ToastDescription({ className = "", ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={`text-sm opacity-95 ${className}`} {...props} />;
}

export function ToastClose({ className = "", ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={`absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${className}`}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/**
 * The toast's action (Undo): a real button, reached with Tab or through F8. It closes the toast.
 * Radix pauses the toast's timer while the pointer is over the notifications or focus is in them.
 */
export function ToastAction({ className = "", ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={`inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current px-3 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current group-data-[variant=destructive]:hover:bg-red-800 ${className}`}
      {...props}
    />
  );
}
