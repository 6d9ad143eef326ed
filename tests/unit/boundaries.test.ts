import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { isReservedSlug } from "../../app/domain/slug";
import { PUBLIC_ROUTES, SERVER_PATHS } from "../../app/content/navigation";
import { APP_LAYERS, CMS_LAYERS, appForbiddenFor, forbiddenFor } from "../../app/boundaries.js";

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
    const [serverEntry] = await eslint.lintText(
      'import { contentSecurityPolicy } from "../server/security/headers";\nexport const x = contentSecurityPolicy;\n',
      {
        filePath: path.join(root, "app/entry.server.tsx"),
      },
    );
    expect(serverEntry!.messages).toEqual([]);
    // Loading ESLint and its TypeScript parser takes a few seconds on a busy machine.
  }, 30_000);

  it("lint holds the admin's features to their layers: downwards only, by any spelling of the path", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (file: string, source: string) => {
      const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath: path.join(root, file) });
      return result!.messages.map((m) => m.ruleId);
    };
    const refused = "@typescript-eslint/no-restricted-imports";
    // Up a layer: the fields may not reach into the page editor, the shell into any feature.
    expect(await lint("app/components/cms/fields/probe.tsx", 'import { x } from "~/components/cms/editor/use-save-page";')).toContain(
      refused,
    );
    expect(await lint("app/components/cms/fields/probe.tsx", 'import { x } from "../editor/use-save-page";')).toContain(refused);
    expect(await lint("app/components/cms/shell/probe.tsx", 'import { x } from "~/components/cms/trash/trash-api";')).toContain(refused);
    // Across one layer: the pages may not import the media library, its neighbour.
    expect(await lint("app/components/cms/pages/probe.tsx", 'import { x } from "~/components/cms/media/media-api";')).toContain(refused);
    // Down: allowed, and a feature's own files are its own.
    expect(await lint("app/components/cms/editor/probe.tsx", 'import { x } from "~/components/cms/fields/field-form";')).toEqual([]);
    expect(await lint("app/components/cms/translations/probe.tsx", 'import { x } from "../history/diff-text";')).toEqual([]);
    expect(await lint("app/components/cms/pages/probe.tsx", 'import { x } from "./pages-api";')).toEqual([]);
    // The server rule still holds inside a feature's folder, where the layer rule replaces the general entry.
    expect(await lint("app/components/cms/editor/probe.tsx", 'import { x } from "../../../../server/config";')).toContain(refused);
  }, 30_000);

  it("lint holds app/'s folders to their layers: lib below content below domain below what shows them", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (file: string, source: string) => {
      const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath: path.join(root, file) });
      return result!.messages.map((m) => m.ruleId);
    };
    const refused = "@typescript-eslint/no-restricted-imports";
    // app/lib knows nothing of the site: neither its content nor its rules, by alias or relative path, types included.
    expect(await lint("app/lib/probe.ts", 'import { x } from "~/content/locales";')).toContain(refused);
    expect(await lint("app/lib/fields/probe.ts", 'import { x } from "../../content/pages/registry";')).toContain(refused);
    expect(await lint("app/lib/probe.ts", 'import type { x } from "../content/site-settings";')).toContain(refused);
    expect(await lint("app/lib/probe.ts", 'import { x } from "~/domain/slug";')).toContain(refused);
    expect(await lint("app/lib/fields/probe.ts", 'import { x } from "../../domain/schemas/pages";')).toContain(refused);
    // app/content is built on lib, and the rules about it are built on it, never the other way.
    expect(await lint("app/content/probe.ts", 'import { x } from "~/domain/locale-paths";')).toContain(refused);
    expect(await lint("app/content/pages/probe.ts", 'import { x } from "../../domain/slug";')).toContain(refused);
    expect(await lint("app/content/pages/probe.ts", 'import { x } from "~/lib/fields/define";')).toEqual([]);
    // Down: allowed.
    expect(await lint("app/domain/schemas/probe.ts", 'import { x } from "../../content/locales";')).toEqual([]);
    expect(await lint("app/domain/probe.ts", 'import { x } from "~/lib/limits";')).toEqual([]);
    expect(await lint("app/components/site/probe.tsx", 'import { x } from "~/domain/locale-paths";')).toEqual([]);
    // Up from the rules to the screens, from a component to a route, from the public script to the app.
    expect(await lint("app/domain/probe.ts", 'import { x } from "~/components/site/settings-context";')).toContain(refused);
    expect(await lint("app/components/site/probe.tsx", 'import { x } from "~/routes/site/built-in";')).toContain(refused);
    expect(await lint("app/site-enhance/probe.ts", 'import { x } from "../lib/limits";')).toContain(refused);
    // A cms feature's own entry keeps the app's layers besides its own.
    expect(await lint("app/components/cms/editor/probe.tsx", 'import { x } from "../../../routes/cms/guard";')).toContain(refused);
  }, 30_000);

  it("finds app/ as it is within its layers", async () => {
    const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "@typescript-eslint/no-restricted-imports" });
    const refusals = (await eslint.lintFiles(["app"])).flatMap((result) =>
      result.messages.map((m) => `${path.relative(root, result.filePath)}:${m.line} ${m.message}`),
    );
    expect(refusals).toEqual([]);
    // Linting every module of app/ takes a while on a busy machine.
  }, 120_000);

  it("places every folder of app/ that holds modules in exactly one layer", () => {
    const folders = readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && holdsModules(path.join(root, "app", d.name)))
      .map((d) => d.name);
    expect([...APP_LAYERS.flat()].sort()).toEqual([...folders].sort());
    // The bottom layer may import no other folder of app/.
    expect([...appForbiddenFor("lib")].sort()).toEqual(folders.filter((f) => f !== "lib").sort());
  });

  it("places every admin feature folder in exactly one layer", () => {
    const folders = readdirSync(path.join(root, "app/components/cms"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...CMS_LAYERS.flat()].sort()).toEqual([...folders].sort());
    for (const folder of folders) expect(forbiddenFor(folder)).not.toContain(folder);
    // The bottom layer may import no other feature.
    expect([...forbiddenFor("shell")].sort()).toEqual(folders.filter((f) => f !== "shell").sort());
  });

  it("reserves every public page's path and every file the server serves at the top level", () => {
    for (const route of PUBLIC_ROUTES.filter((r) => r !== "/")) expect(isReservedSlug(route.slice(1)), route).toBe(true);
    for (const file of readdirSync(path.join(root, "public"))) expect(isReservedSlug(file), `public/${file}`).toBe(true);
    for (const served of SERVER_PATHS) expect(isReservedSlug(served)).toBe(true);
    expect(isReservedSlug("home")).toBe(false);
  });
});

function holdsModules(dir: string): boolean {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).some((name) => /\.(tsx?|jsx?)$/.test(name));
}
