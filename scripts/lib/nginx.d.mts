// Types for the TypeScript callers of nginx.mjs (tests/deploy).
export const NGINX: string;
export const BROTLI_STATIC_MODULE: string;
export function nginxInstalled(): boolean;
export function brotliStaticInstalled(): boolean;
export function selfSignedCertificate(dir: string, options?: { days?: number; subject?: string }): { cert: string; key: string };
export interface NginxOptions {
  dir: string;
  siteConf: string;
  extraHttp?: string;
  brotli?: boolean;
}
export function prepareNginx(options: NginxOptions): string[];
export function startNginx(
  options: NginxOptions & { ports: number[] },
): Promise<{ stop(): Promise<void>; errorLog(): string; pid: number | undefined }>;
