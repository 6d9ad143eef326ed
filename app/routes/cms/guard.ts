import { SITE_NAME } from "~/lib/seo";

/** Admin screens anyone may open: sign-in and the two steps of the password reset. */
export const PUBLIC_CMS_PATHS: ReadonlySet<string> = new Set([
  "/cms/login",
  "/cms/reset-password",
  "/cms/reset-password/confirm",
]);

/** Trailing slashes and letter case do not change which screen is shown, so they must not change the decision. */
export function isPublicCmsPath(pathname: string): boolean {
  const normalised = pathname.toLowerCase().replace(/\/+$/, "");
  return PUBLIC_CMS_PATHS.has(normalised);
}

/** The document title of an admin screen. */
export function adminTitle(screen: string) {
  return [{ title: `${screen} | CMS | ${SITE_NAME}` }];
}
