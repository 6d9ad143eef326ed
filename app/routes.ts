import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { SITE_PAGES } from "./content/navigation";
import { TRANSLATION_LOCALES } from "./content/locales";

/**
 * The public pages in one language: the site's own routes, the owner's pages at /{slug}, and the
 * 404 page for anything else. English at the root; each translation language under its code
 * (/ja/, /ja/contact), served by the same modules (the loaders read the language from the address).
 */
function sitePages(code?: string) {
  const id = (name: string) => (code ? { id: `${code}${name}` } : {});
  return [
    ...SITE_PAGES.map(({ path, module }) => (path === "/" ? index(module, id("/")) : route(path.slice(1), module, id(path)))),
    // Published CMS pages at /{slug}; unknown slugs fall through to the 404 page.
    route(":slug", "routes/site/cms-page.tsx", id("/:slug")),
    route("*", "routes/site/not-found.tsx", id("/*")),
  ];
}

export default [
  layout("routes/site/layout.tsx", [...sitePages(), ...TRANSLATION_LOCALES.flatMap(({ code }) => prefix(code, sitePages(code)))]),
  // The admin area: no public header or footer.
  route("cms", "routes/cms/layout.tsx", [
    index("routes/cms/index.tsx"),
    route("login", "routes/cms/login.tsx"),
    route("reset-password", "routes/cms/reset-password.tsx"),
    route("reset-password/confirm", "routes/cms/reset-password-confirm.tsx"),
    route("dashboard", "routes/cms/dashboard.tsx"),
    route("trash", "routes/cms/trash.tsx"),
    route("redirects", "routes/cms/redirects.tsx"),
    route("links", "routes/cms/links.tsx"),
    route("media", "routes/cms/media.tsx"),
    route("settings", "routes/cms/settings.tsx"),
    route("translations", "routes/cms/translations.tsx"),
    route("reviews", "routes/cms/reviews.tsx"),
    route("statistics", "routes/cms/statistics.tsx"),
    route("people", "routes/cms/people.tsx"),
    route("activity", "routes/cms/activity.tsx"),
    route("system", "routes/cms/system.tsx"),
    route("account", "routes/cms/account.tsx"),
    route("invitation", "routes/cms/invitation.tsx"),
    route("email-change", "routes/cms/email-change.tsx"),
    route("pages/:id", "routes/cms/page-editor.tsx"),
  ]),
] satisfies RouteConfig;
