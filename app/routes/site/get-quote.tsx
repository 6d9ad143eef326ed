import type { Route } from "./+types/get-quote";
import { GET_QUOTE_PAGE } from "~/content/pages/get-quote";
import { PreviewBanner } from "~/components/site/preview-banner";
import { GetQuoteView } from "~/components/site/views/get-quote";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, GET_QUOTE_PAGE);
}

export default function GetQuote({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <GetQuoteView content={content} />
    </>
  );
}
