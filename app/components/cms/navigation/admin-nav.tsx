import { NavLink, useLocation, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  Activity,
  BarChart3,
  ClipboardCheck,
  FileText,
  ImageIcon,
  Languages,
  Link2,
  LogOut,
  Server,
  Settings,
  Signpost,
  Trash2,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { logOut } from "~/components/cms/auth/auth-api";
import { useTrash } from "~/components/cms/trash/trash-api";
import { isReviewer, useReviewQueue } from "~/components/cms/reviews/reviews-api";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { type Capability, type Viewer, roleCan } from "~/domain/people/roles";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Screens that belong to this entry besides its own address (a page's editor belongs to Pages). */
  also?: RegExp;
  /** Only for the roles that have it (docs/product.md, "Roles"). */
  needs?: Capability;
  /** Only for those who review translations (app/domain/people/page-rules.ts, mayReview). */
  reviewers?: boolean;
}

/** The admin area's screens, in the order the navigation lists them. */
const ITEMS: NavItem[] = [
  { to: "/cms/dashboard", label: "Pages", icon: FileText, also: /^\/cms\/pages\// },
  { to: "/cms/media", label: "Media", icon: ImageIcon },
  { to: "/cms/statistics", label: "Statistics", icon: BarChart3 },
  { to: "/cms/settings", label: "Settings", icon: Settings },
  { to: "/cms/translations", label: "Translations", icon: Languages },
  { to: "/cms/reviews", label: "Reviews", icon: ClipboardCheck, reviewers: true },
  { to: "/cms/trash", label: "Trash", icon: Trash2 },
  { to: "/cms/redirects", label: "Redirects", icon: Signpost, needs: "pages.manage" },
  { to: "/cms/links", label: "Links", icon: Link2, needs: "pages.manage" },
  { to: "/cms/people", label: "People", icon: Users, needs: "people.manage" },
  { to: "/cms/activity", label: "Activity", icon: Activity, needs: "activity.read" },
  { to: "/cms/system", label: "System", icon: Server, needs: "system.read" },
];

// A little tighter from lg up, and wider than the screens below it, so that an Administrator's entries,
// with the Trash and Reviews counts, stay on one row at 1280 px.
const linkClasses =
  "flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium sm:px-2.5 lg:gap-0.5 lg:px-0.5 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-300 aria-[current=page]:bg-white aria-[current=page]:text-brand-900";

/**
 * The one navigation of the signed-in admin area: a row of links that wraps on a phone, each a
 * plain link the keyboard reaches in order, the current screen marked (`aria-current="page"`),
 * only the screens the person's role uses; then their Account and Sign out, on every screen
 * (ASVS 5.0 7.4.4). While their account's setup is due, only those two.
 */
export function AdminNav({ viewer }: { viewer: Viewer }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trash = useTrash();
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  const reviewer = !viewer.setup && isReviewer(viewer);
  const waiting = useReviewQueue({ enabled: reviewer }).data?.length ?? 0;
  const items = viewer.setup
    ? []
    : ITEMS.filter((item) => (!item.needs || roleCan(viewer.role, item.needs)) && (!item.reviewers || reviewer));
  const signOut = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      void navigate("/cms/login", { replace: true });
    },
    onError: (error) => toast({ variant: "destructive", title: "Sign-out failed", description: errorMessage(error, "Please try again.") }),
  });
  return (
    <nav aria-label="Admin" className="border-b border-brand-900 bg-brand-950 text-brand-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 px-1 py-1.5 sm:px-4">
        <ul className="flex flex-wrap gap-0.5">
          {items.map(({ to, label, icon: Icon, also }) => {
            const current = path === to || (also?.test(path) ?? false);
            const text = to === "/cms/trash" && trash.data ? `${label} (${trash.data.length})` : label;
            return (
              <li key={to}>
                <NavLink to={to} aria-current={current ? "page" : undefined} className={linkClasses}>
                  <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                  {text}
                  {to === "/cms/reviews" && waiting > 0 ? " " : null}
                  {to === "/cms/reviews" && waiting > 0 ? (
                    <span className="ml-0.5 rounded-full bg-accent-300 px-1 text-xs font-bold text-brand-950">
                      {waiting}
                      <span className="sr-only"> waiting</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <ul className="flex flex-wrap gap-0.5">
          <li>
            <NavLink to="/cms/account" aria-current={path === "/cms/account" ? "page" : undefined} className={linkClasses}>
              <UserRound aria-hidden="true" className="hidden size-4 sm:block" />
              Account<span className="sr-only"> ({viewer.username})</span>
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className={`${linkClasses} disabled:opacity-60`}
            >
              <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
