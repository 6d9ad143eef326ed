import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { publicUrlFrom, seo } from "~/lib/seo";
import { NotFoundContent } from "~/components/site/not-found-content";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Page Not Found",
      description: "The page you are looking for could not be found.",
      path: location.pathname,
      publicUrl: publicUrlFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundContent />;
}
