/**
 * The public pages' only script, and an optional one: the menus are popovers that the browser
 * opens and closes by itself (app/components/site/services-menu.tsx, mobile-menu.tsx). This adds
 * what HTML alone does not: `aria-expanded` kept in step, the Services menu opening while the
 * pointer rests on it, arrow keys between its links, focus back on the toggle after Escape, and
 * placing the menu under its trigger where CSS anchor positioning is missing. Built on its own
 * (scripts/build.mjs), a few hundred bytes, no framework.
 */

const CLOSE_DELAY_MS = 150;

interface PopoverElement extends HTMLElement {
  showPopover(): void;
  hidePopover(): void;
}

const isOpen = (popover: HTMLElement) => popover.matches(":popover-open");

function enhance(trigger: HTMLButtonElement) {
  const popover = document.getElementById(trigger.getAttribute("aria-controls") ?? "") as PopoverElement | null;
  if (!popover) return;
  const dropdown = trigger.parentElement?.hasAttribute("data-dropdown") ? trigger.parentElement : null;
  const links = () => Array.from(popover.querySelectorAll<HTMLAnchorElement>("a[href]"));
  const anchored = typeof CSS !== "undefined" && CSS.supports("top", "anchor(bottom)");

  /** How the menu was opened: by the pointer resting on it (it closes when the pointer leaves) or on purpose. */
  let openedBy: "hover" | "click" = "click";
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const open = (by: "hover" | "click") => {
    openedBy = by;
    if (!isOpen(popover)) popover.showPopover();
  };
  const close = () => {
    if (isOpen(popover)) popover.hidePopover();
  };

  popover.addEventListener("toggle", () => {
    const expanded = isOpen(popover);
    trigger.setAttribute("aria-expanded", String(expanded));
    if (expanded && dropdown && !anchored) {
      const box = trigger.getBoundingClientRect();
      popover.style.top = `${box.bottom}px`;
      if (popover.dataset.align === "end") popover.style.right = `${document.documentElement.clientWidth - box.right}px`;
      else popover.style.left = `${box.left + box.width / 2}px`;
    }
  });

  trigger.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" || !dropdown) return;
    event.preventDefault();
    open("click");
    links()[0]?.focus();
  });

  popover.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      trigger.focus();
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (index < 0 || !(event.key in moves)) return;
    event.preventDefault();
    all[(moves[event.key]! + all.length) % all.length]?.focus();
  });

  // Escape while the toggle itself has focus: the browser closes the popover; focus stays put.
  // Tabbing out of an open menu closes it.
  popover.addEventListener("focusout", (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !popover.contains(next) && next !== trigger) close();
  });

  // Only the Services menu opens under a resting pointer; the language menu opens on purpose.
  if (!dropdown || popover.dataset.align === "end") return;

  // A click on a menu that hover has just opened keeps it open instead of closing it under the pointer.
  trigger.addEventListener("click", (event) => {
    if (isOpen(popover) && openedBy === "hover") {
      event.preventDefault();
      openedBy = "click";
    } else {
      openedBy = "click";
    }
  });

  dropdown.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer);
    if (!isOpen(popover)) open("hover");
  });
  dropdown.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (openedBy === "hover") close();
    }, CLOSE_DELAY_MS);
  });
}

for (const trigger of document.querySelectorAll<HTMLButtonElement>("button[popovertarget][aria-controls]")) enhance(trigger);
