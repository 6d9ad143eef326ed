import type { Route } from "./+types/contact";
import { CONTACT_PAGE } from "~/content/pages/contact";
import { PreviewBanner } from "~/components/site/preview-banner";
import { ContactView } from "~/components/site/views/contact";
import { PageJsonLd } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, CONTACT_PAGE);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} />
      <ContactView content={content} />
    </>
  );
}
