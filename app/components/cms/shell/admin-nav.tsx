import { NavLink, useLocation } from "react-router";
import { FileText, ImageIcon, Languages, Settings, Trash2, type LucideIcon } from "lucide-react";
import { useTrash } from "~/components/cms/trash/trash-api";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Screens that belong to this entry besides its own address (a page's editor belongs to Pages). */
  also?: RegExp;
}

/** The admin area's screens, in the order the navigation lists them; later screens (people, statistics) join here. */
const ITEMS: NavItem[] = [
  { to: "/cms/dashboard", label: "Pages", icon: FileText, also: /^\/cms\/pages\// },
  { to: "/cms/media", label: "Media", icon: ImageIcon },
  { to: "/cms/settings", label: "Settings", icon: Settings },
  { to: "/cms/translations", label: "Translations", icon: Languages },
  { to: "/cms/trash", label: "Trash", icon: Trash2 },
];

/**
 * The one navigation of the signed-in admin area: a row of links that wraps on a phone, each a
 * plain link the keyboard reaches in order, the current screen marked (`aria-current="page"`).
 * The trash's entry counts the pages in it.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const trash = useTrash();
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return (
    <nav aria-label="Admin" className="border-b border-brand-900 bg-brand-950 text-brand-100">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-0.5 px-1 py-1.5 sm:gap-1 sm:px-4">
        {ITEMS.map(({ to, label, icon: Icon, also }) => {
          const current = path === to || (also?.test(path) ?? false);
          const text = to === "/cms/trash" && trash.data ? `${label} (${trash.data.length})` : label;
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-current={current ? "page" : undefined}
                className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium sm:px-3 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-300 aria-[current=page]:bg-white aria-[current=page]:text-brand-900"
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {text}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
