import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/site/not-found-content";
import { builtInHeaders } from "./built-in";
import { loadNotFound, notFoundMeta } from "./not-found-page";

/** Any address no other route takes: the 404 page, with status 404. */
export async function loader({ context }: Route.LoaderArgs) {
  const { content, init } = await loadNotFound(context);
  return data({ content }, init);
}

export const meta = (args: Route.MetaArgs) => notFoundMeta(args);
export const headers = builtInHeaders;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent content={loaderData.content} />;
}
