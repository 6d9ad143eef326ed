import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Shared code of the public site in one chunk instead of a few dozen tiny ones: on a phone over a
 * slow network each extra request costs a round trip before the page is interactive. Admin code
 * (routes/cms, components/cms, the API client, TanStack Query) is left to route splitting, so
 * public pages never download it.
 */
function publicChunk(id: string): string | undefined {
  if (id.includes("/node_modules/lucide-react/")) return "site-shared";
  if (/\/app\/(components\/site\/|content\/|components\/ui\/(button|skeleton)\.tsx|lib\/(seo|guam-time)\.ts)/.test(id)) {
    return "site-shared";
  }
  return undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: publicChunk } } } },
  },
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place and drops (harmless): keep the build output quiet.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
        warn(warning);
      },
    },
  },
});
