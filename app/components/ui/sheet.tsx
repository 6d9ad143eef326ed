import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/**
 * A modal panel along the right edge (the whole screen on a phone), from Radix Dialog: focus
 * moves in and stays in, Escape or the close button closes it, and focus goes back to the button
 * that opened it. The title names the dialog; the description is read with it.
 */
export function SheetContent({
  title,
  description,
  children,
  className = "",
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        className={`fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-slate-50 shadow-2xl focus:outline-none sm:w-[min(100%-2rem,80rem)] sm:border-l sm:border-slate-200 ${className}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <DialogPrimitive.Title className="text-xl font-bold text-slate-900">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
