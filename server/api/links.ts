import { z } from "zod";
import { LIMITS } from "../../app/lib/limits";
import { notFound } from "../errors";
import type { LinkService } from "../links/service";
import { allow, policyRouter } from "./authorize";
import { handle, parseBody } from "./http";
import { by } from "./pages";

const idOf = (value: unknown): number => {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) throw notFound("Link not found");
  return Number(value);
};

/** The content an editor is about to save, as its sections. */
const checkSchema = z.object(
  {
    sections: z
      .array(
        z.object({
          sectionType: z.enum(["text", "html", "json"], { error: "Section type must be text, html or json" }),
          content: z.object({ text: z.string({ error: "Section content text is required" }).max(LIMITS.contentMaxBytes) }),
        }),
        { error: "Sections must be a list" },
      )
      .max(LIMITS.sectionsMax, `At most ${LIMITS.sectionsMax} sections`),
  },
  { error: "Request body must be a JSON object with the sections to check" },
);

/**
 * The Links screen's endpoints (docs/product.md, "Links"), for those who manage pages: every
 * link found and what its check found, and the one-click fix of a redirected one; and the check
 * of content about to be saved (the editor's warning), for anyone who edits pages.
 */
export function linksRouter(links: LinkService) {
  const router = policyRouter();
  router.get(
    "/links",
    allow("pages.manage"),
    handle(async (_req, res) => void res.json(await links.list())),
  );
  router.post(
    "/links/check",
    // Whether an address of the site is live is no secret: anyone who edits pages may ask.
    allow("pages.read"),
    handle(async (req, res) => {
      const { sections } = parseBody(checkSchema, req.body);
      res.json(await links.check(sections.map((section) => ({ sectionType: section.sectionType, text: section.content.text }))));
    }),
  );
  router.post(
    "/links/:id/fix",
    allow("pages.manage"),
    handle(async (req, res) => void res.json(await links.fix(idOf(req.params.id), by(req, res)))),
  );
  return router.router;
}
