/**
 * The public pages' only script, and an optional one: the menus are popovers that the browser
 * opens and closes by itself, telling screen readers whether each is open
 * (app/components/site/services-menu.tsx, mobile-menu.tsx). This adds what HTML alone does not:
 * the Services menu opening while the pointer rests on it, arrow keys between its links, focus
 * back on the toggle after Escape, and placing the menu under its trigger where CSS anchor
 * positioning is missing. It also counts the
 * page view for the visitor statistics: one beacon with the path (and its utm parameters only),
 * the referrer and the page's language, nothing else, no cookie, no storage (docs/product.md,
 * 5.18); and the same beacon, with its goal, for a click on a tel: or mailto: link. Built on its own (scripts/build.mjs), a few hundred bytes, no framework.
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
    if (isOpen(popover) && dropdown && !anchored) {
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

/** How long after the page has loaded its page view is sent, unless the visitor leaves sooner. */
const COUNT_DELAY_MS = 1000;

/**
 * One page view, sent a second after the page has loaded, or as the visitor leaves or hides it if
 * that comes first: the beacon never competes with the page's own requests while it loads and
 * paints. Only a page really shown counts: a page the browser prerendered (speculation rules)
 * counts once the visitor opens it, not before; a page shown again from the back/forward cache is
 * a page view again.
 */
function countPageView(goal?: string) {
  const query = new URLSearchParams(location.search);
  const utm = new URLSearchParams();
  for (const name of ["utm_source", "utm_medium", "utm_campaign"]) {
    const value = query.get(name);
    if (value) utm.set(name, value);
  }
  const path = location.pathname + (utm.size ? `?${utm}` : "");
  navigator.sendBeacon(
    "/api/stats/hit",
    JSON.stringify({ path, referrer: document.referrer, locale: document.documentElement.lang, goal, prefers: navigator.language }),
  );
}

let countTimer: ReturnType<typeof setTimeout> | undefined;
let pending = false;
const sendPending = () => {
  if (!pending) return;
  pending = false;
  clearTimeout(countTimer);
  countPageView();
};
const schedule = () => {
  pending = true;
  countTimer = setTimeout(sendPending, COUNT_DELAY_MS);
};
const scheduleWhenShown = () => {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", schedule, { once: true });
  else schedule();
};
if (document.readyState === "complete") scheduleWhenShown();
else addEventListener("load", scheduleWhenShown, { once: true });
addEventListener("pagehide", sendPending);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") sendPending();
});
addEventListener("pageshow", (event) => {
  if (event.persisted) schedule();
});

// A goal: a click on a phone number or an e-mail address, sent (by sendBeacon, which outlives the
// page) after the page view it follows, so that it counts in that visit.
addEventListener("click", (event) => {
  const href = (event.target as Element).closest?.("a[href]")?.getAttribute("href") ?? "";
  const goal = /^tel:/i.test(href) ? "call" : /^mailto:/i.test(href) ? "email" : "";
  if (!goal) return;
  sendPending();
  countPageView(goal);
});
