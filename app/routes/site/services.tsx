import type { Route } from "./+types/services";
import { SERVICES_PAGE } from "~/content/pages/services";
import { PreviewBanner } from "~/components/site/preview-banner";
import { ServicesView } from "~/components/site/views/services";
import { PageJsonLd, servicesGraph } from "./page-json-ld";
import { builtInHeaders, builtInMeta, loadBuiltIn } from "./built-in";

export const meta = (args: Route.MetaArgs) => builtInMeta(args);
export const headers = builtInHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuiltIn(context, SERVICES_PAGE);
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <PageJsonLd name={content.title} description={content.description} extra={servicesGraph(content.values)} />
      <ServicesView content={content} />
    </>
  );
}
