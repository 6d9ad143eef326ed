import type { ReactNode } from "react";
import { RefreshCw, type LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { errorMessage } from "~/lib/api-client";

/** A list of cards while it loads: announced once, the placeholders hidden from screen readers. */
export function CardListSkeleton({ label, cards }: { label: string; cards: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-4" aria-hidden="true">
        {Array.from({ length: cards }, (_, n) => (
          <li key={n} className="rounded-xl border border-slate-200 bg-white p-5">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="mt-3 h-4 w-1/4" />
            <Skeleton className="mt-3 h-4 w-2/3" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What could not be loaded, the server's reason (or a word about the connection) and Try again.
 * `compact` for a panel (History) rather than a screen's list.
 */
export function LoadError({
  text,
  error,
  onRetry,
  compact = false,
}: {
  text: string;
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <div role="alert" className={`rounded-xl border border-red-200 bg-red-50 ${compact ? "p-4" : "p-6"} text-red-900`}>
      <p className="font-semibold">{text}</p>
      <p className="mt-1 text-sm">{errorMessage(error, "Please check your connection and try again.")}</p>
      <Button variant="outline" size="sm" className={compact ? "mt-3" : "mt-4"} onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** A list with nothing in it yet: an icon, what is missing, what fills it, and the way to start when there is one. */
export function EmptyState({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
