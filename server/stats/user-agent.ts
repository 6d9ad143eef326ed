/**
 * What the statistics keep of a user agent: a device class and a browser family, never the text
 * itself (docs/product.md, 5.13). Checked in order: the first that matches wins (Edge and Opera
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
