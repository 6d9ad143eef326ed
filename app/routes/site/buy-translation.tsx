import type { Route } from "./+types/buy-translation";
import { BUY_TRANSLATION_PAGE } from "~/content/pages/buy-translation";
import { PreviewBanner } from "~/components/site/preview-banner";
import { BuyTranslationView } from "~/components/site/views/buy-translation";
import { PageJsonLd, packagesGraph } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, BUY_TRANSLATION_PAGE);
}

export default function BuyTranslation({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} extra={packagesGraph(content.values)} />
      <BuyTranslationView content={content} />
    </>
  );
}
