import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import type { Route } from "./+types/home";
import { publicUrlFrom, seo, SITE_NAME } from "~/lib/seo";
import { type HomeContent, mergeHomeContent } from "~/content/home-defaults";
import { useRootData } from "~/root";
import {
  HomeBraille,
  HomeHero,
  HomeMainFocus,
  HomeServices,
  HomeSteps,
  HomeWelcome,
} from "~/components/site/home-sections";
import { BrailleSkeleton, HeroSkeleton, MainFocusSkeleton, TextBlockSkeleton } from "~/components/site/home-skeletons";
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

/** First load: the texts come from the server, complete, so the page never shows skeletons. */
export async function loader({ context }: Route.LoaderArgs) {
  return { content: (await context.getHomeContent()) as HomeContent | Promise<HomeContent> };
}

/**
 * Client-side visits read the managed texts from the public endpoint (cached for 5 minutes by
 * the browser). The page renders at once, with skeletons until the texts arrive.
 */
export function clientLoader() {
  return { content: fetchHomeContent() };
}

/** The published `home` page's sections over the defaults; any failure means the defaults. */
async function fetchHomeContent(): Promise<HomeContent> {
  try {
    const response = await fetch("/api/cms/public/pages/home", { credentials: "include", headers: { Accept: "application/json" } });
    if (!response.ok) return mergeHomeContent(null);
    const page = (await response.json()) as { sections?: unknown };
    if (!Array.isArray(page.sections)) return mergeHomeContent(null);
    // The server sanitises the HTML keys before it answers.
    return mergeHomeContent(
      (page.sections as Array<{ sectionKey?: unknown; content?: { text?: unknown } } | null>).map((section) => ({
        sectionKey: section?.sectionKey,
        text: section?.content?.text,
      })),
    );
  } catch {
    // Offline or a broken answer: the built-in texts are a complete page.
    return mergeHomeContent(null);
  }
}

function WithContent({
  content,
  fallback,
  children,
}: {
  content: HomeContent | Promise<HomeContent>;
  fallback: ReactNode;
  children: (content: HomeContent) => ReactNode;
}) {
  // Texts already here (the server render and its hydration) render directly: a Suspense
  // boundary would put the skeleton into the server's HTML and swap it only by script.
  if (!(content instanceof Promise)) return <>{children(content)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={content}>{children}</Await>
    </Suspense>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { contact, publicUrl } = useRootData();
  return (
    <>
      <JsonLd data={businessJsonLd(contact, publicUrl)} />
      <WithContent content={content} fallback={<HeroSkeleton />}>
        {(c) => <HomeHero content={c} />}
      </WithContent>
      <WithContent content={content} fallback={<TextBlockSkeleton lines={4} />}>
        {(c) => <HomeWelcome content={c} />}
      </WithContent>
      <WithContent content={content} fallback={<BrailleSkeleton />}>
        {(c) => <HomeBraille content={c} />}
      </WithContent>
      <HomeServices />
      <HomeSteps />
      <WithContent content={content} fallback={<MainFocusSkeleton />}>
        {(c) => <HomeMainFocus content={c} />}
      </WithContent>
    </>
  );
}
