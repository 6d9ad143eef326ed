import { useRef, useState } from "react";
import { Outlet, redirect, useNavigate, useRouteLoaderData } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Route } from "./+types/layout";
import { isPublicCmsPath, requiredScreen } from "./guard";
import { createQueryClient } from "~/lib/query-client";
import { Toaster } from "~/components/ui/toaster";
import { TooltipProvider } from "~/components/ui/tooltip";
import { AdminNav } from "~/components/cms/navigation/admin-nav";

/**
 * The server decides before any admin UI renders: without a session every protected screen
 * redirects to the login; a signed-in administrator never sees the login form.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = await context.getAdmin();
  // `url` is the screen's address; request.url of a client navigation ends in `.data`.
  const { pathname } = url;
  if (isPublicCmsPath(pathname)) {
    if (admin && pathname.toLowerCase().startsWith("/cms/login")) throw redirect(admin.setup ? "/cms/account" : "/cms/dashboard");
  } else if (!admin) {
    throw redirect("/cms/login");
  } else {
    // A new password or a second factor comes first; a screen of another role leads home.
    const elsewhere = requiredScreen(admin, pathname);
    if (elsewhere) throw redirect(elsewhere);
  }
  return { admin: admin ?? null };
}

// Sessions start and end between navigations: ask the server again on every one.
export function shouldRevalidate() {
  return true;
}

/** The signed-in administrator, from the layout's loader (null on the public admin screens). */
export function useAdmin() {
  const data = useRouteLoaderData<typeof loader>("routes/cms/layout");
  return data?.admin ?? null;
}

export default function CmsLayout() {
  const admin = useAdmin();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // One client per admin session in this tab; created lazily so server renders never share one.
  const [queryClient] = useState(() =>
    createQueryClient({ onUnauthorized: () => void navigateRef.current("/cms/login", { replace: true }) }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <meta name="robots" content="noindex, nofollow" />
        <div className="min-h-screen bg-slate-50">
          {admin ? <AdminNav viewer={admin} /> : null}
          <Outlet />
        </div>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
