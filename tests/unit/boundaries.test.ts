import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { isReservedSlug } from "../../app/lib/slug";
import { PUBLIC_ROUTES, SERVER_PATHS } from "../../app/content/navigation";

const root = path.resolve(import.meta.dirname, "../..");

describe("boundaries", () => {
  it("lint stops browser code from importing server code, but not from naming its types", async () => {
    const eslint = new ESLint({ cwd: root });
    const [runtime] = await eslint.lintText('import { loadConfig } from "../../server/config";\nexport const x = loadConfig;\n', {
      filePath: path.join(root, "app/lib/probe.ts"),
    });
    expect(runtime!.messages.map((m) => m.ruleId)).toContain("@typescript-eslint/no-restricted-imports");
    const [types] = await eslint.lintText('import type { Config } from "../../server/config";\nexport type X = Config;\n', {
      filePath: path.join(root, "app/lib/probe.ts"),
    });
    expect(types!.messages).toEqual([]);
    const [serverEntry] = await eslint.lintText('import { contentSecurityPolicy } from "../server/security/headers";\nexport const x = contentSecurityPolicy;\n', {
      filePath: path.join(root, "app/entry.server.tsx"),
    });
    expect(serverEntry!.messages).toEqual([]);
    // Loading ESLint and its TypeScript parser takes a few seconds on a busy machine.
  }, 30_000);

  it("reserves every public page's path and every file the server serves at the top level", () => {
    for (const route of PUBLIC_ROUTES.filter((r) => r !== "/")) expect(isReservedSlug(route.slice(1)), route).toBe(true);
    for (const file of readdirSync(path.join(root, "public"))) expect(isReservedSlug(file), `public/${file}`).toBe(true);
    for (const served of SERVER_PATHS) expect(isReservedSlug(served)).toBe(true);
    expect(isReservedSlug("home")).toBe(false);
  });
});
