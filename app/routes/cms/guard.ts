import { SITE_NAME } from "~/lib/seo";
import { type Capability, type Viewer, roleCan } from "~/domain/people/roles";

/** Admin screens anyone may open: sign-in, the two steps of the password reset, an invitation's link and a new address's link. */
export const PUBLIC_CMS_PATHS: ReadonlySet<string> = new Set([
  "/cms/login",
  "/cms/reset-password",
  "/cms/reset-password/confirm",
  "/cms/invitation",
  "/cms/email-change",
]);

/** Screens only some roles use (docs/product.md, "Roles"); the API refuses the rest on its own. */
export const ROLE_SCREENS: ReadonlyArray<{ path: string; capability: Capability }> = [
  { path: "/cms/people", capability: "people.manage" },
  { path: "/cms/activity", capability: "activity.read" },
  { path: "/cms/system", capability: "system.read" },
  { path: "/cms/redirects", capability: "pages.manage" },
  { path: "/cms/links", capability: "pages.manage" },
];

/** Where a signed-in person must go first, if anywhere: their account while its setup is due. */
export function requiredScreen(viewer: Viewer, pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  if (viewer.setup && path !== "/cms/account") return "/cms/account";
  const screen = ROLE_SCREENS.find((s) => s.path === path);
  if (screen && !roleCan(viewer.role, screen.capability)) return "/cms/dashboard";
  return null;
}

/** Trailing slashes and letter case do not change which screen is shown, so they must not change the decision. */
export function isPublicCmsPath(pathname: string): boolean {
  const normalised = pathname.toLowerCase().replace(/\/+$/, "");
  return PUBLIC_CMS_PATHS.has(normalised);
}

/** The document title of an admin screen. */
export function adminTitle(screen: string) {
  return [{ title: `${screen} | CMS | ${SITE_NAME}` }];
}
