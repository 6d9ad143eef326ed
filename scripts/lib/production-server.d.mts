// Types for the TypeScript callers of production-server.mjs (the test set-up).
export const buildDir: string;
export const serverEntry: string;
export function buildNeeded(): string | null;
export function ensureBuild(): void;
export function freePort(): Promise<number>;
export function startProductionServer(options: {
  label: string;
  env?: Record<string, string>;
  build?: boolean;
}): Promise<{ origin: string; dataDir: string; stop(): Promise<void> }>;
export function freePort(): Promise<number>;
