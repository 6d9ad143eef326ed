// Types for the TypeScript callers of sqlite-binding.mjs (the tests).
export const SAFE_HEADERS: Record<number, string>;
export function bindingPackage(root?: string): string;
export function probeBinding(options?: { root?: string; node?: string; runs?: number }): { ok: boolean; detail: string };
export function headersHaveHook(nodeDir: string): boolean;
export function fetchHeaders(version: string, log?: (line: string) => void): string;
export function rebuildAgainst(nodeDir: string, root?: string): void;
