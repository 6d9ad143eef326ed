// Types for the TypeScript callers of deploy-nginx.mjs (tests/deploy).
export const TEMPLATE: string;
export const SESSION_COOKIE: string;
export interface SiteOptions {
  serverNames?: string[];
  upstream?: string;
  root?: string;
  cert?: string;
  key?: string;
  cacheDir?: string;
  cacheMaxSize?: string;
  refreshSocket?: string;
  staticDir?: string;
  acmeRoot?: string;
  logDir?: string;
  httpPort?: number | string;
  httpsPort?: number | string;
  ipv6?: boolean;
  brotli?: "auto" | "on" | "off";
}
export const DEFAULTS: Required<Omit<SiteOptions, "serverNames" | "cert" | "key">>;
export class UsageError extends Error {}
export function parseArgs(argv: string[]): (SiteOptions & { out?: string; help?: undefined }) | { help: true };
export function nginxLoadsBrotliStatic(): boolean;
export function renderSiteConfig(
  options: SiteOptions,
  overrides?: { template?: string; modernHttp2?: boolean; brotliLoaded?: () => boolean },
): { text: string; brotli: boolean; options: SiteOptions };
export function fileState(file: string): "ok" | "missing" | "unknown";
export function checkFiles(options: SiteOptions): { problems: string[]; warnings: string[] };
export function writeAtomically(file: string, text: string): void;
