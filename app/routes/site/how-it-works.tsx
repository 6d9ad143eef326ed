import type { Route } from "./+types/how-it-works";
import { HOW_IT_WORKS_PAGE } from "~/content/pages/how-it-works";
import { PreviewBanner } from "~/components/site/preview-banner";
import { HowItWorksView } from "~/components/site/views/how-it-works";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, HOW_IT_WORKS_PAGE);
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <HowItWorksView content={content} />
    </>
  );
}
