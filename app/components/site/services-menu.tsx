import { NavLink, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { SERVICES_NAV } from "~/content/navigation";
import { useSettings } from "./settings-context";

export const SERVICES_MENU_ID = "services-menu";

/**
 * The header's Services dropdown, in plain HTML: a button that toggles a popover (the browser
 * opens it on click, Enter and Space, and closes it on Escape or a click elsewhere, with or
 * without JavaScript). The site's small enhancement script (app/site-enhance) adds opening on
 * hover and arrow keys. The browser tells screen readers whether it is open (no `aria-expanded`:
 * ARIA in HTML forbids it beside `popovertarget`). The trigger is marked when the current page is
 * one of its links.
 */
export function ServicesMenu() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, "") || "/";
  const { values, servicesMenuPages, localize } = useSettings();
  const items = [
    ...SERVICES_NAV.map((item) => ({ to: localize(item.to), label: values[item.labelKey] })),
    ...servicesMenuPages.map((page) => ({ to: page.path, label: page.title })),
  ];
  const active = items.some((item) => item.to === current);
  return (
    <div className="relative" data-dropdown="">
      <button
        type="button"
        popoverTarget={SERVICES_MENU_ID}
        aria-controls={SERVICES_MENU_ID}
        data-active={active || undefined}
        className={`${navItemClasses(active)} [anchor-name:--services-trigger]`}
      >
        {values.nav_services}
        <ChevronDown aria-hidden="true" className="chevron size-4 transition-transform" />
      </button>
      <div
        id={SERVICES_MENU_ID}
        popover="auto"
        className="services-popover m-0 w-64 border-0 bg-transparent p-0 pt-2 [position-anchor:--services-trigger]"
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg ring-1 ring-black/5">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                data-menu-link=""
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-3 focus-visible:ring-accent-500 ${
                    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Desktop header links and the Services trigger share one look; the current one is underlined. */
export function navItemClasses(active: boolean): string {
  return [
    // Tighter from 1024 px, roomier from 1280 px: the whole menu fits on one line at every width.
    "relative inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors xl:px-3",
    "focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500",
    "after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded-full xl:after:inset-x-3",
    active ? "text-brand-800 after:bg-accent-600" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800 after:bg-transparent",
  ].join(" ");
}
