import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";

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

/**
 * An admin screen's bar: its one `h1`, a line saying what the screen is for, and, where the screen
 * is reached from the dashboard, the way back to it.
 */
export function ScreenHeader({
  title,
  description,
  backToDashboard = false,
}: {
  title: string;
  description: ReactNode;
  backToDashboard?: boolean;
}) {
  return (
    <AdminHeader>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      {backToDashboard ? (
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/cms/dashboard" variant="ghost" size="sm">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </ButtonLink>
        </div>
      ) : null}
    </AdminHeader>
  );
}
