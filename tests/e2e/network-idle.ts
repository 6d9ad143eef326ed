/**
 * "The network is idle", counted by the tests themselves rather than by Playwright's
 * `waitForLoadState("networkidle")`.
 *
 * Playwright's own signal can wedge for good on a page that adds an iframe after loading, as the
 * editors' live previews do: a new frame counts itself idle 500 ms after it is attached, and once
 * the page has taken that into account, a first request in the frame (the preview's stylesheet)
 * clears the frame's idleness, but its end never restarts the frame's timer. On a busy machine the
 * stylesheet's request comes more than 500 ms after the frame, and every later wait for
 * "networkidle" ran into the test's 30 s timeout (playwright-core 1.x, frames' _startNetworkIdleTimer).
 *
 * Here every request of the page, in any of its frames, is counted from the moment it starts until
 * it finishes or fails (a frame's removal fails its requests), and the page is idle once none has
 * been in flight for 500 ms.
 */
import type { Page, Request } from "@playwright/test";

const QUIET_MS = 500;

interface Tracker {
  inFlight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting a page's requests: before its first navigation, so that none is missed. */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastChange = Date.now();
  };
  page.on("request", (request) => {
    // A stream that stays open by design is not work in progress (as for Playwright).
    if (request.resourceType() === "eventsource") return;
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  trackers.set(page, tracker);
}

/**
 * Waits for the page's load event, then until no request of the page has been in flight for
 * 500 ms. Throws on a page whose requests are not counted (see trackRequests), and after
 * `timeout` ms naming what is still in flight.
 */
export async function networkIdle(page: Page, timeout = 30_000): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error("networkIdle: this page's requests are not counted; call trackRequests(page) before it navigates");
  const deadline = Date.now() + timeout;
  await page.waitForLoadState("load", { timeout });
  for (;;) {
    const now = Date.now();
    const quietFor = now - tracker.lastChange;
    if (tracker.inFlight.size === 0 && quietFor >= QUIET_MS) return;
    if (now >= deadline) {
      const pending = [...tracker.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`networkIdle: still busy after ${timeout} ms${pending.length ? `: ${pending.join(", ")}` : ""}`);
    }
    const wait = tracker.inFlight.size === 0 ? QUIET_MS - quietFor : 50;
    await new Promise((resolve) => setTimeout(resolve, Math.max(10, Math.min(wait, deadline - now))));
  }
}
