import type { Route } from "./+types/home";
import { publicUrlFrom, seo, SITE_NAME } from "~/lib/seo";
import { useRootData } from "~/root";
import {
  HomeBraille,
  HomeHero,
  HomeMainFocus,
  HomeServices,
  HomeSteps,
  HomeWelcome,
} from "~/components/site/home-sections";
import { businessJsonLd, JsonLd } from "~/components/site/json-ld";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: SITE_NAME,
    description:
      "Professional human translation in Guam: 100+ languages, Chamorro specialists, English to Braille, confidential handling and most projects in 24-72 hours.",
    path: "/",
    publicUrl: publicUrlFrom(matches),
  });
}

/** The texts come from the server, complete: the page never waits for them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { content: await context.getHomeContent() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { contact, publicUrl } = useRootData();
  return (
    <>
      <JsonLd data={businessJsonLd(contact, publicUrl)} />
      <HomeHero content={content} />
      <HomeWelcome content={content} />
      <HomeBraille content={content} />
      <HomeServices />
      <HomeSteps />
      <HomeMainFocus content={content} />
    </>
  );
}
