import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("languages", "routes/site/languages.tsx"),
    route("services", "routes/site/services.tsx"),
    route("samples", "routes/site/samples.tsx"),
    route("how-it-works", "routes/site/how-it-works.tsx"),
    route("get-quote", "routes/site/get-quote.tsx"),
    route("buy-translation", "routes/site/buy-translation.tsx"),
    route("xact-guarantee", "routes/site/xact-guarantee.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("terms-of-use", "routes/site/terms-of-use.tsx"),
    route("disclaimer", "routes/site/disclaimer.tsx"),
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
    route("pages/:id", "routes/cms/page-editor.tsx"),
  ]),
] satisfies RouteConfig;
