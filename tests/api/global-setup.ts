import { ensureBuild } from "../../scripts/lib/production-server.mjs";

/**
 * The API tests drive the production build: build it first when it is missing or was made from
 * other sources, so a test never passes or fails against yesterday's bundle.
 */
export default function setup() {
  ensureBuild();
}
