// Types for the TypeScript callers of build-stamp.mjs (the tests).
export const BUILD_INPUTS: string[];
export const STAMP_FILE: string;
export function sourceHash(root?: string, inputs?: string[]): string;
export function buildIsFresh(buildDir: string, root?: string): boolean;
