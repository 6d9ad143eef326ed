import type { Route } from "./+types/terms-of-use";
import { TERMS_PAGE } from "~/content/pages/terms-of-use";
import { PreviewBanner } from "~/components/site/preview-banner";
import { TermsView } from "~/components/site/views/terms-of-use";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, TERMS_PAGE);
}

/** The copyright line's year is the layout's (the current year in Guam, on the server). */
export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <TermsView content={content} />
    </>
  );
}
