import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' builds (or two test runs) live side by side; default "build".
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Loaders and actions stay out of the browser chunks of each route.
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
