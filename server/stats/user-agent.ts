import { isbot } from "isbot";

/**
 * What the statistics keep of a user agent: whether it is a bot, a device class and a browser
 * family, never the text itself (docs/product.md, 5.18). Checked in order: the first that matches wins (Edge and Opera
 * say "Chrome" too, every browser on iOS says "Safari").
 */
const DEVICES: Array<[string, RegExp]> = [
  ["Tablet", /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i],
  ["Phone", /Mobi|iPhone|iPod|Android|Windows Phone/i],
];

const BROWSERS: Array<[string, RegExp]> = [
  ["Edge", /Edg(?:e|A|iOS)?\//],
  ["Opera", /OPR\/|Opera/],
  ["Samsung Internet", /SamsungBrowser\//],
  ["Firefox", /Firefox\/|FxiOS\//],
  ["Chrome", /Chrome\/|CriOS\//],
  ["Safari", /Safari\//],
];

export function deviceClass(userAgent: string): string {
  return DEVICES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "Desktop";
}

export function browserFamily(userAgent: string): string {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "Other";
}

export interface BrowserFacts {
  bot: boolean;
  device: string;
  browser: string;
}

/** Distinct user agents remembered with their facts: a site's visitors use a few hundred, and a bot list costs microseconds a look. */
const KNOWN_MAX = 2000;
const known = new Map<string, BrowserFacts>();

/** A user agent's facts (an empty one is a bot's: no browser sends none), remembered for the next page views. */
export function browserFacts(userAgent: string): BrowserFacts {
  let facts = known.get(userAgent);
  if (!facts) {
    if (known.size >= KNOWN_MAX) known.clear();
    facts = { bot: !userAgent || isbot(userAgent), device: deviceClass(userAgent), browser: browserFamily(userAgent) };
    known.set(userAgent, facts);
  }
  return facts;
}
