import type { Route } from "./+types/samples";
import { SAMPLES_PAGE } from "~/content/pages/samples";
import { PreviewBanner } from "~/components/site/preview-banner";
import { SamplesView } from "~/components/site/views/samples";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, SAMPLES_PAGE);
}

export default function Samples({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <SamplesView content={content} />
    </>
  );
}
