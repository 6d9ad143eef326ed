import type { Route } from "./+types/disclaimer";
import { DISCLAIMER_PAGE } from "~/content/pages/disclaimer";
import { PreviewBanner } from "~/components/site/preview-banner";
import { DisclaimerView } from "~/components/site/views/disclaimer";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, DISCLAIMER_PAGE);
}

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <DisclaimerView content={content} />
    </>
  );
}
