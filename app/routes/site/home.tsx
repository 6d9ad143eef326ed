import type { Route } from "./+types/home";
import { publicUrlFrom, seo, SITE_NAME } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: SITE_NAME,
    description: "Professional human translation in Guam: 100+ languages, Chamorro specialists, English to Braille.",
    path: "/",
    publicUrl: publicUrlFrom(matches),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await context.getHomeContent() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 dangerouslySetInnerHTML={{ __html: loaderData.content.hero_title }} />
      <p>{loaderData.content.hero_description}</p>
    </div>
  );
}
