/**
 * A grey placeholder block shown while content loads. Decorative: the region that holds
 * skeletons announces the loading state once (see `role="status"` where they are used).
 */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" data-skeleton="" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}
