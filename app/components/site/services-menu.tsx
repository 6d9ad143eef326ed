import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { flushSync } from "react-dom";
import { NavLink, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { SERVICES_NAV } from "~/content/navigation";

const CLOSE_DELAY_MS = 150;

/**
 * The header's Services dropdown (disclosure navigation pattern): opens on hover and on click,
 * Enter/Space toggle it, ArrowDown enters it, arrows/Home/End move between its links, Escape
 * closes it and puts focus back on the trigger. Opened by hover it closes when the pointer
 * leaves; a click pins it open until the next click, Escape, an outside click or navigation.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState<false | "hover" | "click">(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const { pathname } = useLocation();
  const active = SERVICES_NAV.some((item) => item.to === pathname);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const links = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    setOpen((current) => current || "hover");
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen((current) => (current === "hover" ? false : current)), CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    clearTimeout(closeTimer.current);
    // A click on a menu that hover has just opened keeps it open rather than closing it under the pointer.
    setOpen((current) => (current === "click" ? false : "click"));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      // Handled here: the menu's own arrow handling must not move focus on again.
      event.stopPropagation();
      // Render the menu now, so the first link can take focus before the next key arrives.
      flushSync(() => setOpen("click"));
      focusLink(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={Boolean(open)}
        aria-controls={menuId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        data-active={active || undefined}
        className={navItemClasses(active)}
      >
        Services
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-64 -translate-x-1/2 pt-2"
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg ring-1 ring-black/5">
          {SERVICES_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                data-menu-link=""
                onClick={() => setOpen(false)}
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
    "relative inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors xl:px-3",
    "focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500",
    "after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full xl:after:inset-x-3",
    active
      ? "text-brand-800 after:bg-accent-600"
      : "text-slate-700 hover:bg-slate-50 hover:text-brand-800 after:bg-transparent",
  ].join(" ");
}
