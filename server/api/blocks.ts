import { BLOCKS } from "../../app/domain/blocks";
import { allow, policyRouter } from "./authorize";
import { handle } from "./http";

/**
 * GET /api/cms/blocks: every kind of block an owner's page can hold (docs/product.md, "Blocks"),
 * as `[{ kind, label, description, fields }]`, `fields` in the shape of a built-in page's.
 */
export function blocksRouter() {
  const router = policyRouter();
  router.get(
    "/blocks",
    allow("pages.read"),
    handle(async (_req, res) => {
      res.json(BLOCKS.map(({ kind, label, description, fields }) => ({ kind, label, description, fields })));
    }),
  );
  return router.router;
}
