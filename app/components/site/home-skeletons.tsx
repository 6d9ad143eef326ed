import { Skeleton } from "~/components/ui/skeleton";

/*
 * Placeholders shaped like the home page's managed sections, shown only on a client-side visit
 * while its texts are still on their way (never in the server-rendered page).
 */

export function HeroSkeleton() {
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-800 to-brand-950" role="status">
      <span className="sr-only">Loading page content…</span>
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24">
        <Skeleton className="h-10 w-4/5 bg-white/15 sm:h-14" />
        <Skeleton className="mt-3 h-10 w-3/5 bg-white/15 sm:h-14" />
        <Skeleton className="mt-6 h-5 w-full max-w-2xl bg-white/10" />
        <Skeleton className="mt-2 h-5 w-11/12 max-w-2xl bg-white/10" />
        <Skeleton className="mt-2 h-5 w-2/3 max-w-xl bg-white/10" />
        <div className="mt-8 flex gap-3">
          <Skeleton className="h-12 w-36 bg-white/15" />
          <Skeleton className="h-12 w-36 bg-white/15" />
        </div>
        <div className="mt-12 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 bg-white/10" />
          ))}
        </div>
      </div>
    </section>
  );
}

export function TextBlockSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <Skeleton className="h-8 w-2/3 max-w-xl" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`mt-3 h-5 ${i === lines - 1 ? "w-1/2" : "w-full"} max-w-3xl`} />
      ))}
    </div>
  );
}

export function BrailleSkeleton() {
  return (
    <div className="px-4 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-6xl gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <Skeleton className="size-14 shrink-0" />
        <div className="flex-1">
          <Skeleton className="h-7 w-1/3" />
          <Skeleton className="mt-3 h-5 w-full" />
          <Skeleton className="mt-2 h-5 w-3/4" />
        </div>
      </div>
    </div>
  );
}

export function MainFocusSkeleton() {
  return (
    <div className="bg-brand-900">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 sm:px-6 sm:py-20">
        <Skeleton className="h-8 w-3/4 bg-white/15" />
        <Skeleton className="mt-6 h-5 w-full max-w-2xl bg-white/10" />
        <Skeleton className="mt-2 h-5 w-5/6 max-w-2xl bg-white/10" />
        <Skeleton className="mt-8 h-12 w-72 bg-white/15" />
      </div>
    </div>
  );
}
