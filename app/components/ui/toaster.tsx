import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { TOAST_DURATION, useToast } from "./use-toast";

/**
 * Renders the toast store: 5000 ms on screen (10,000 ms with an action), swipe right past 50 px
 * to dismiss, F8 (Radix's default hotkey) moves focus to the notification area.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant, open, action, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
        >
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick} className="self-center">
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
