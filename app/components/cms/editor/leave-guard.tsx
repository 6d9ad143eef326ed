import { useEffect, useRef } from "react";
import { useBlocker, type Location } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";

/**
 * Unsaved changes are never lost by a stray click: leaving for another screen asks first (in the
 * page's own dialog), and closing or reloading the tab asks through the browser.
 */
export function useLeaveGuard(dirty: boolean) {
  // Read at navigation time, after the latest render: a successful save may navigate at once.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leavingAfterSave = useRef(false);
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAskBeforeLeaving({ dirty: dirtyRef.current, saved: leavingAfterSave.current, from: currentLocation, to: nextLocation }),
  );

  useEffect(() => {
    if (!dirty) return;
    window.addEventListener("beforeunload", warnBeforeUnload);
    return () => window.removeEventListener("beforeunload", warnBeforeUnload);
  }, [dirty]);

  return {
    /** A save just succeeded: the next navigation (to the new page's address) needs no question. */
    allowLeaving: () => {
      leavingAfterSave.current = true;
    },
    dialog: {
      open: blocker.state === "blocked",
      onOpenChange: (open: boolean) => {
        // Radix closes the dialog after "Leave" too: only a cancel resets the blocker.
        if (!open && blocker.state === "blocked" && !leaving.current) blocker.reset();
        leaving.current = false;
      },
      onConfirm: () => {
        if (blocker.state !== "blocked") return;
        leaving.current = true;
        blocker.proceed();
      },
    },
  };
}

export type LeaveGuard = ReturnType<typeof useLeaveGuard>;

/** Whether a navigation must ask first: there are unsaved changes and it leaves this screen. */
export function shouldAskBeforeLeaving({
  dirty,
  saved,
  from,
  to,
}: {
  dirty: boolean;
  saved: boolean;
  from: Pick<Location, "pathname">;
  to: Pick<Location, "pathname">;
}): boolean {
  return dirty && !saved && from.pathname !== to.pathname;
}

/** The browser's own "leave site?" question. */
export function warnBeforeUnload(event: Pick<BeforeUnloadEvent, "preventDefault" | "returnValue">) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = "";
}

/** The question asked before leaving with unsaved changes. */
export function LeaveGuardDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <ConfirmDialog
      {...guard.dialog}
      title="Leave without saving?"
      description="This page has changes that are not saved yet. If you leave now, they will be lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      destructive
    />
  );
}
