import type { ReactNode } from "react";

/** The white bar at the top of the dashboard and the editor. */
export function AdminHeader({ children }: { children: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        {children}
      </div>
    </header>
  );
}
