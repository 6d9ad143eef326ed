import type { Route } from "./+types/xact-guarantee";
import { XACT_GUARANTEE_PAGE } from "~/content/pages/xact-guarantee";
import { PreviewBanner } from "~/components/site/preview-banner";
import { XactGuaranteeView } from "~/components/site/views/xact-guarantee";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, XACT_GUARANTEE_PAGE);
}

export default function XactGuarantee({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <XactGuaranteeView content={content} />
    </>
  );
}
