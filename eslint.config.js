import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "lighthouse-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The browser bundle never contains server code: modules it can reach (everything in app/
    // except the server entry and *.server.* files) may not import from server/. Type-only
    // imports are erased at build time and stay allowed.
    files: ["app/**"],
    ignores: ["app/entry.server.tsx", "app/**/*.server.ts", "app/**/*.server.tsx"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server", "**/server/**"],
              allowTypeImports: true,
              message: "Browser code may not import server code: pass what a route needs through the load context (server/context.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read once, in server/config.ts.
    files: ["app/**", "server/**"],
    ignores: ["server/config.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through server/config.ts." }],
    },
  },
);
