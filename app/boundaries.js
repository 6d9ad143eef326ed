// Which folder of app/ may import which: read by eslint.config.js (the lint rule) and by
// tests/unit/boundaries.test.ts. Plain JavaScript, since the lint configuration loads it as is.

/**
 * The folders of app/, top layer first (docs/architecture.md, "The app's folders"). As in the
 * admin's features below, a folder may import the folders of the layers below its own, never one
 * of its own layer or above: lib/ holds helpers that know nothing of this site, content/ the
 * site's own definitions built on them (languages, the page table, each built-in page's fields),
 * domain/ the site's rules about that content (the API's payload schemas, slugs, addresses, roles),
 * and components/ and routes/ show it. site-enhance/, the public pages' script, imports nothing of
 * the app. The files at app/'s top (root.tsx, routes.ts, entry.server.tsx) compose them all.
 */
export const APP_LAYERS = [["routes"], ["components"], ["domain"], ["content"], ["lib", "site-enhance"]];

/**
 * The admin's features (app/components/cms/*), top layer first. A folder may import the folders
 * of the layers below its own, never one of its own layer or above: the page screen composes the
 * editors, the translation editor uses the page editor, which draws blocks with the fields; both use
 * the fields and History, and so
 * on down to what every screen is built from (shell/) and the editor's model (editing/). The query
 * keys and the refresh after a page change live in shell/page-queries.ts, so that no feature
 * imports another to refresh it.
 */
export const CMS_LAYERS = [
  ["navigation", "page-screen"],
  ["translations"],
  ["editor", "trash", "account", "reviews"],
  ["blocks"],
  ["fields", "history"],
  ["rich-text"],
  ["media", "pages", "settings", "people", "stats", "activity", "system", "redirects", "links", "preview-links"],
  ["auth"],
  ["editing", "shell"],
];

const SERVER = {
  group: ["**/server", "**/server/**"],
  allowTypeImports: true,
  message: "Browser code may not import server code: pass what a route needs through the load context (server/context.ts).",
};

/** The folders a folder of `layers` may not import: its own layer's other folders and every layer above. */
function forbiddenIn(layers, folder, parent) {
  const layer = layers.findIndex((names) => names.includes(folder));
  if (layer < 0) throw new Error(`${parent}${folder} is in no layer of app/boundaries.js`);
  return layers
    .slice(0, layer + 1)
    .flat()
    .filter((name) => name !== folder);
}

/** The folders of app/ that one of them may not import. */
export const appForbiddenFor = (folder) => forbiddenIn(APP_LAYERS, folder, "app/");

/** The folders a cms feature may not import. */
export const forbiddenFor = (feature) => forbiddenIn(CMS_LAYERS, feature, "app/components/cms/");

function appPattern(folder) {
  const above = appForbiddenFor(folder);
  return {
    group: above.flatMap((name) => [`~/${name}`, `~/${name}/*`, `**/${name}/*`]),
    message: `app/${folder} may import only the folders of app/ in the layers below it (app/boundaries.js): move what both need down, or the code that needs the higher folder up.`,
  };
}

function cmsPattern(feature) {
  const above = forbiddenFor(feature);
  return {
    group: above.flatMap((name) => [`~/components/cms/${name}/*`, `**/cms/${name}/*`, `../${name}/*`]),
    message: `app/components/cms/${feature} may import only the features of the layers below it (app/boundaries.js): move what both need down, or the composition up.`,
  };
}

const rule = (patterns) => ({ "no-restricted-imports": "off", "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

/**
 * The lint configuration entries: every module the browser can reach, then each folder of app/
 * below the top, then each cms feature (a later entry replaces the rule's patterns, so each repeats
 * those of the entries before it that also hold for its files).
 */
export function importBoundaries() {
  const browser = { files: ["app/**"], ignores: ["app/entry.server.tsx", "app/**/*.server.ts", "app/**/*.server.tsx"] };
  return [
    { ...browser, rules: rule([SERVER]) },
    ...APP_LAYERS.flat()
      .filter((folder) => appForbiddenFor(folder).length > 0)
      .map((folder) => ({ ...browser, files: [`app/${folder}/**`], rules: rule([SERVER, appPattern(folder)]) })),
    ...CMS_LAYERS.flat().map((feature) => ({
      ...browser,
      files: [`app/components/cms/${feature}/**`],
      rules: rule([SERVER, appPattern("components"), cmsPattern(feature)]),
    })),
  ];
}
