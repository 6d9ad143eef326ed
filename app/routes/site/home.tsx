import type { Route } from "./+types/home";
import { HOME_PAGE } from "~/content/pages/home";
import { PreviewBanner } from "~/components/site/preview-banner";
import { useSettings } from "~/components/site/settings-context";
import { HomeView } from "~/components/site/views/home";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

/** The home page's title is the business name (the settings'). */
export const meta = (args: Route.MetaArgs) => builtInMeta(args, { documentTitle: (siteName) => siteName });
export const headers = builtInHeaders;

/** The texts come from the server, complete: the page never waits for them. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, HOME_PAGE);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const settings = useSettings();
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={settings.values.business_name} description={content.description} />
      <HomeView content={content} />
    </>
  );
}
