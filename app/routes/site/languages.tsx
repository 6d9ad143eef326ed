import type { Route } from "./+types/languages";
import { LANGUAGES_PAGE } from "~/content/pages/languages";
import { PreviewBanner } from "~/components/site/preview-banner";
import { LanguagesView } from "~/components/site/views/languages";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, LANGUAGES_PAGE);
}

export default function Languages({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <LanguagesView content={content} />
    </>
  );
}
