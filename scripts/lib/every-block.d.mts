// Types for the TypeScript callers of every-block.mjs (the tests).
export function publishEveryBlock(
  origin: string,
  admin: { username: string; password: string },
  slug?: string,
): Promise<{ page: { id: number; slug: string }; call: (method: string, pathname: string, body?: unknown) => Promise<unknown> }>;
export function publishEveryBlockInJapanese(
  call: (method: string, pathname: string, body?: unknown) => Promise<unknown>,
  page: { id: number },
): Promise<unknown>;
