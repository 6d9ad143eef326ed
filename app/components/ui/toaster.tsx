import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { TOAST_DURATION, useToast } from "./use-toast";

/**
 * Renders the toast store: 5000 ms on screen, swipe right past 50 px to
 * dismiss, F8 (Radix's default hotkey) moves focus to the notification area.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
