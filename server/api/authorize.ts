import { type Request, type RequestHandler, type Response, Router } from "express";
import type { Capability } from "../../app/domain/people/roles";
import type { SessionAdmin } from "../auth/sessions";
import type { Actor } from "../activity-log";
import type { PageFactsReader } from "../people/page-facts";
import { type PageFacts, requireCapability, requirePageChange, requireSettingsFactsKept } from "../people/policy";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { MAX_ID } from "../db/connect";
import { handle } from "./http";

/**
 * The endpoints' side of the policy (server/people/policy.ts). Every endpoint for signed-in people
 * is registered through a `policyRouter`, whose first handler must be one of the policy handlers
 * below: a route registered without one throws when the server starts (and does not compile), so
 * no endpoint can be added that nobody decided who may use.
 */
declare const POLICY: unique symbol;
/** A request handler that decides whether the signed-in person may use the endpoint. */
export type PolicyHandler = RequestHandler & { readonly [POLICY]: true };
const policyHandlers = new WeakSet<RequestHandler>();
const policy = (handler: RequestHandler): PolicyHandler => {
  policyHandlers.add(handler);
  return handler as PolicyHandler;
};

/** The signed-in person of this request (set by the session guard). */
export const personOf = (res: Response): SessionAdmin => res.locals.admin as SessionAdmin;

/** Who is acting, for the activity record and the revisions. */
export const actorOf = (req: Request, res: Response): Actor => {
  const person = personOf(res);
  return { id: person.id, username: person.username, address: req.ip ?? null };
};

/** The role must have `capability`. */
export const allow = (capability: Capability): PolicyHandler =>
  policy((_req, res, next) => {
    requireCapability(personOf(res), capability);
    next();
  });

/** Anyone signed in: their own account. */
export const anyone: PolicyHandler = policy((_req, _res, next) => next());

/** A rule of its own, decided by `check` (which throws the 403). */
export const allowWhen = (check: (req: Request, res: Response) => void | Promise<void>): PolicyHandler =>
  policy(
    handle(async (req, res, next) => {
      await check(req, res);
      next();
    }),
  );

const idParam = (value: unknown): number | null =>
  typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null;

/**
 * A change to the page the request names (found by `find`; a page that does not exist is left to
 * the handler's 404), saved with the status `status(req)` gives when it is a save.
 */
export function allowPageChange(
  facts: PageFactsReader,
  find: (req: Request, facts: PageFactsReader) => Promise<PageFacts | null>,
  status?: (req: Request) => unknown,
): PolicyHandler {
  return allowWhen(async (req, res) => {
    const page = await find(req, facts);
    if (!page) {
      requireCapability(personOf(res), "translations.work");
      return;
    }
    const to = status?.(req);
    requirePageChange(personOf(res), page, to === "draft" || to === "published" ? to : undefined);
    if (page.slug === SETTINGS_PAGE.slug) {
      const sections = (req.body as { sections?: unknown } | undefined)?.sections;
      const sent = Array.isArray(sections)
        ? new Map(
            sections
              .filter(
                (section): section is { sectionKey: string; content: { text: string } } =>
                  typeof section?.sectionKey === "string" && typeof section?.content?.text === "string",
              )
              .map((section) => [section.sectionKey.trim(), section.content.text]),
          )
        : undefined;
      // A restore, or one section at a time, could change a fact without saying which: administrators only.
      if (sections === undefined && req.method !== "PUT") requireCapability(personOf(res), "settings.facts");
      requireSettingsFactsKept(personOf(res), await facts.sectionTexts(page.id), sent);
    }
  });
}

export const pageFromParam =
  (name: string, where: "live" | "trashed" = "live") =>
  (req: Request, facts: PageFactsReader) => {
    const id = idParam(req.params[name]);
    return id === null ? Promise.resolve(null) : facts.page(id, where);
  };

export const pageFromSectionParam = (req: Request, facts: PageFactsReader) => {
  const id = idParam(req.params.id);
  return id === null ? Promise.resolve(null) : facts.pageOfSection(id);
};

export const pageFromBody = (req: Request, facts: PageFactsReader) => {
  const raw = (req.body as { pageId?: unknown } | undefined)?.pageId;
  const id = idParam(typeof raw === "number" ? String(raw) : raw);
  return id === null ? Promise.resolve(null) : facts.page(id);
};

/** The status a page save asks for (its body's), read before the body is checked. */
export const statusInBody = (req: Request) => (req.body as { status?: unknown } | undefined)?.status;

type Method = "get" | "post" | "put" | "delete";

/** A router whose every route starts with a policy handler (checked as routes are added). */
export function policyRouter() {
  const router = Router();
  const add =
    (method: Method) =>
    (path: string, rule: PolicyHandler, ...handlers: RequestHandler[]) => {
      if (!policyHandlers.has(rule))
        throw new Error(`${method.toUpperCase()} ${path} has no policy handler first (server/api/authorize.ts)`);
      router[method](path, rule, ...handlers);
    };
  return { router, get: add("get"), post: add("post"), put: add("put"), delete: add("delete") };
}
