import { NavLink } from "react-router";
import { MAIN_NAV } from "~/content/navigation";
import { Brand } from "./brand";
import { ContactButton } from "./contact-button";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { navItemClasses, ServicesMenu } from "./services-menu";
import { useSettings } from "./settings-context";

/** The sticky header of every public page: brand, main navigation, Services dropdown, Contact Us, and the languages of the page. */
export function SiteHeader({ lang }: { lang?: string }) {
  const { values, localize } = useSettings();
  return (
    <header
      lang={lang}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:gap-3 lg:px-8 xl:gap-4">
        <Brand />
        <nav aria-label={values.nav_label} className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={localize(item.to)} end={item.to === "/"} className={({ isActive }) => navItemClasses(isActive)}>
                  {values[item.labelKey]}
                </NavLink>
              </li>
            ))}
            <li>
              <ServicesMenu />
            </li>
            <li className="xl:ml-3">
              <ContactButton size="sm" className="h-10 px-4" />
            </li>
            {/* The language switcher, on pages published in more than one language (the mobile menu lists them below 1024 px). */}
            <LanguageSwitcher />
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
