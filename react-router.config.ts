import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' builds (or two test runs) live side by side; default "build".
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every flag of the upgrade path to React Router 8, adopted now.
  future: {
    // Loaders and actions stay out of the browser chunks of each route.
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders get a RouterContextProvider; server/app.ts assigns the app's context onto it.
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
