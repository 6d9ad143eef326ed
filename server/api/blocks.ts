import { BLOCKS } from "../../app/domain/blocks";
import { TEMPLATES, templateSections } from "../../app/domain/templates";
import { allow, policyRouter } from "./authorize";
import { handle } from "./http";

/**
 * GET /api/cms/blocks: every kind of block an owner's page can hold (docs/product.md, "Blocks"),
 * as `[{ kind, label, description, fields }]`, `fields` in the shape of a built-in page's.
 * GET /api/cms/templates: what "New page" offers, as `[{ id, label, description, sections }]`.
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
  router.get(
    "/templates",
    allow("pages.read"),
    handle(async (_req, res) => {
      res.json(
        TEMPLATES.map((template) => ({
          id: template.id,
          label: template.label,
          description: template.description,
          sections: templateSections(template),
        })),
      );
    }),
  );
  return router.router;
}
