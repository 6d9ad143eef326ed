// Page views for the Statistics screen, sent as browsers' beacons would be (POST /api/stats/hit)
// from many addresses and browsers: for `npm run screenshots` and `npm run bench:stats`. The
// server must trust the loopback as a proxy (TRUST_PROXY=1), so that X-Forwarded-For names each
// visitor's address.

export const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
  "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
];
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Public addresses of a few countries' networks (Guam, the United States, Japan, the Philippines, Korea). */
const NETWORKS = ["202.128.", "8.8.", "133.242.", "112.198.", "211.234."];
const VISITS = [
  { locale: "en", pages: ["/", "/services", "/get-quote"], referrer: "https://www.google.com/" },
  { locale: "en", pages: ["/languages"], referrer: "https://www.bing.com/" },
  { locale: "en", pages: ["/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", "/buy-translation"], referrer: "" },
  { locale: "ja", pages: ["/ja", "/ja/services"], referrer: "https://www.google.co.jp/" },
  { locale: "en", pages: ["/contact"], referrer: "https://www.facebook.com/" },
  { locale: "ch", pages: ["/ch", "/ch/languages", "/ch/contact"], referrer: "" },
  { locale: "en", pages: ["/how-it-works", "/samples", "/xact-guarantee", "/get-quote"], referrer: "https://duckduckgo.com/" },
];

/** The address and user agent of visitor number n: the same n is the same visitor. */
export function visitorOf(n) {
  return { address: `${NETWORKS[n % NETWORKS.length]}${(n >> 8) & 255}.${n & 255}`, userAgent: USER_AGENTS[n % USER_AGENTS.length] };
}

export function sendHit(origin, { address, userAgent }, { path, referrer = "", locale = "en" }) {
  return fetch(`${origin}/api/stats/hit`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": address, "User-Agent": userAgent },
    body: JSON.stringify({ path, referrer, locale }),
  }).then((res) => {
    if (res.status !== 204) throw new Error(`POST /api/stats/hit answered ${res.status}`);
  });
}

/** `visitors` visitors, each making one visit of a few pages, and a few bots. */
export async function sendSampleHits(origin, visitors = 60) {
  for (let n = 0; n < visitors; n += 1) {
    const visitor = visitorOf(n * 7919);
    const visit = VISITS[n % VISITS.length];
    for (const [index, path] of visit.pages.entries()) {
      await sendHit(origin, visitor, { path, referrer: index === 0 ? visit.referrer : `${origin}/`, locale: visit.locale });
    }
  }
  for (let n = 0; n < 5; n += 1) await sendHit(origin, { address: `66.249.66.${n}`, userAgent: BOT }, { path: "/", locale: "en" });
}
