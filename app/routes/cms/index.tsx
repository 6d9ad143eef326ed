import { redirect } from "react-router";
import type { Route } from "./+types/index";

/** /cms: straight to the dashboard when signed in, otherwise to the login. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await context.getAdmin();
  throw redirect(admin ? "/cms/dashboard" : "/cms/login");
}

export default function CmsIndex() {
  return null;
}
