// npm start: run the production server, building it first when no build exists.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, serverEntry } from "./lib/production-server.mjs";

ensureBuild();
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(serverEntry)).href);
