import type { ServerBuild } from "react-router";
import { runEntry, startServer } from "./start";

/** Development entry: the same start-up as production, with Vite in middleware mode and hot reload. */
runEntry(async () => {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  await startServer({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    viteMiddleware: vite.middlewares,
    onClose: () => vite.close(),
    // Vite serves the TypeScript source as a module.
    siteScript: "/app/site-enhance/main.ts",
    configure: (config) => ({ ...config, env: "development" }),
  });
});
