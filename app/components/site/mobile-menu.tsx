import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { MAIN_NAV, SERVICES_NAV } from "~/content/navigation";
import { ButtonLink } from "~/components/ui/button";
import { CURRENT_BUTTON } from "./site-header";

const MENU_ID = "mobile-menu";

/**
 * The navigation below the lg breakpoint: a toggle button in the header bar and a panel under
 * it. The panel closes on navigation, on Escape (focus returns to the toggle) and on a click
 * outside the header.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-lg px-3 text-base font-medium focus-visible:outline-3 focus-visible:outline-accent-500 ${
      isActive ? "bg-brand-50 text-brand-800 shadow-[inset_3px_0_0_var(--color-accent-600)]" : "text-slate-800 hover:bg-slate-50"
    }`;

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500 lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      <div
        ref={panelRef}
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label="Main" className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} onClick={close} className={linkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase" id="mobile-services-heading">
            Services
          </p>
          <ul className="space-y-1" aria-labelledby="mobile-services-heading">
            {SERVICES_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close} className={linkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to="/contact" onClick={close} aria-current={location.pathname === "/contact" ? "page" : undefined} className={`mt-4 w-full ${CURRENT_BUTTON}`}>
            Contact Us
          </ButtonLink>
        </nav>
      </div>
    </>
  );
}
