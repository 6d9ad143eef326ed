import type { ReactNode } from "react";

/**
 * The white bar at the top of the dashboard and the editor. `sticky` keeps it (and the editor's
 * Save) in view on wide screens while long pages scroll; phones keep the whole height for content.
 */
export function AdminHeader({ children, sticky = false }: { children: ReactNode; sticky?: boolean }) {
  return (
    <header className={`border-b border-slate-200 bg-white ${sticky ? "md:sticky md:top-0 md:z-20 md:shadow-sm" : ""}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        {children}
      </div>
    </header>
  );
}
