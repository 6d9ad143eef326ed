import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { SITE_PAGES } from "./content/navigation";

export default [
  layout("routes/site/layout.tsx", [
    // The public pages, from the site's one table of pages.
    ...SITE_PAGES.map(({ path, module }) => (path === "/" ? index(module) : route(path.slice(1), module))),
    // Published CMS pages at /{slug}; unknown slugs fall through to the 404 page.
    route(":slug", "routes/site/cms-page.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  // The admin area: no public header or footer.
  route("cms", "routes/cms/layout.tsx", [
    index("routes/cms/index.tsx"),
    route("login", "routes/cms/login.tsx"),
    route("reset-password", "routes/cms/reset-password.tsx"),
    route("reset-password/confirm", "routes/cms/reset-password-confirm.tsx"),
    route("dashboard", "routes/cms/dashboard.tsx"),
    route("trash", "routes/cms/trash.tsx"),
    route("media", "routes/cms/media.tsx"),
    route("settings", "routes/cms/settings.tsx"),
    route("people", "routes/cms/people.tsx"),
    route("activity", "routes/cms/activity.tsx"),
    route("account", "routes/cms/account.tsx"),
    route("invitation", "routes/cms/invitation.tsx"),
    route("pages/:id", "routes/cms/page-editor.tsx"),
  ]),
] satisfies RouteConfig;
