// What the statistics benchmarks pretend visitors are: the public pages they open and the
// browsers they open them with (scripts/bench/stats.mjs and stats-flood.mjs).

/** The public pages a benchmark's visitors view (the site's own, in the order of the sitemap). */
export const PAGES = [
  "/",
  "/languages",
  "/services",
  "/samples",
  "/how-it-works",
  "/get-quote",
  "/buy-translation",
  "/xact-guarantee",
  "/contact",
];

/** Real browsers' User-Agent headers: a desktop Chrome, an iPhone, an Android phone, a desktop Firefox. */
export const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
];
