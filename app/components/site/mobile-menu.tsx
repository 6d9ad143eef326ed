import { NavLink } from "react-router";
import { Globe, Menu, X } from "lucide-react";
import { localeOf } from "~/content/locales";
import { MAIN_NAV, SERVICES_NAV } from "~/content/navigation";
import { ContactButton } from "./contact-button";
import { useSettings } from "./settings-context";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The navigation below 1024 px, in plain HTML: a toggle button and a popover panel under the
 * header. The browser opens and closes it (also on Escape and on a click elsewhere) with or
 * without JavaScript, and tells screen readers whether it is open (no `aria-expanded`: ARIA in
 * HTML forbids it beside `popovertarget`); the enhancement script puts focus back on the toggle
 * after Escape. Following a link loads the next page, which starts closed.
 */
export function MobileMenu() {
  const { values, servicesMenuPages, localize, languages } = useSettings();
  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-lg px-3 text-base font-medium focus-visible:outline-3 focus-visible:outline-accent-500 ${
      isActive ? "bg-brand-50 text-brand-800 shadow-[inset_3px_0_0_var(--color-accent-600)]" : "text-slate-800 hover:bg-slate-50"
    }`;

  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        className="menu-toggle inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500 lg:hidden"
      >
        <Menu aria-hidden="true" className="icon-closed size-6" />
        <X aria-hidden="true" className="icon-open hidden size-6" />
        <span className="sr-only">{values.nav_menu_button}</span>
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="mobile-popover inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white p-0 shadow-lg lg:hidden"
      >
        <nav aria-label={values.nav_label} className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={localize(item.to)} end={item.to === "/"} className={linkClasses}>
                  {values[item.labelKey]}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase" id="mobile-services-heading">
            {values.nav_services}
          </p>
          <ul className="space-y-1" aria-labelledby="mobile-services-heading">
            {SERVICES_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={localize(item.to)} className={linkClasses}>
                  {values[item.labelKey]}
                </NavLink>
              </li>
            ))}
            {servicesMenuPages.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={linkClasses}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
          <ContactButton className="mt-4 w-full" />
        </nav>
        {languages.alternates.length > 1 ? (
          // The page's languages (the header's switcher from 1024 px): each in its own name, never a page not published.
          <nav aria-label={values.nav_language} className="mx-auto max-w-6xl border-t border-slate-200 px-4 py-4 sm:px-6">
            <p className="mb-1 flex items-center gap-2 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
              <Globe aria-hidden="true" className="size-4" />
              {values.nav_language}
            </p>
            <ul className="grid grid-cols-2 gap-1">
              {languages.alternates.map((alternate) => (
                <li key={alternate.locale}>
                  <a
                    href={alternate.path}
                    lang={alternate.locale}
                    hrefLang={alternate.locale}
                    aria-current={alternate.locale === languages.locale ? "page" : undefined}
                    className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                  >
                    {localeOf(alternate.locale)?.nativeName ?? alternate.locale}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  );
}
