import { NOT_FOUND_PAGE } from "~/content/pages/not-found";
import { valuesOf } from "~/lib/fields/values";
import { derivedDescription } from "~/domain/fields/description";
import { PreviewBanner } from "./preview-banner";
import { useSettings } from "./settings-context";
import { NotFoundView, type NotFoundPageContent } from "./views/not-found";

/**
 * The 404 page with its built-in texts: what the public layout's error boundary shows for a 404
 * thrown by a route, which has no loader data of its own (app/routes/site/layout.tsx says why it
 * does not read the page).
 */
const DEFAULT_VALUES = valuesOf(NOT_FOUND_PAGE, null);
export const NOT_FOUND_DEFAULTS: NotFoundPageContent = {
  values: DEFAULT_VALUES,
  title: NOT_FOUND_PAGE.title,
  description: derivedDescription(NOT_FOUND_PAGE, DEFAULT_VALUES),
  images: {},
  pageId: null,
  publishedAt: null,
  preview: null,
};

/**
 * The body of the 404 page, wherever it is shown: an unknown path (routes/site/not-found.tsx), an
 * unknown or unpublished slug (routes/site/cms-page.tsx), a 404 thrown by a route (the public
 * layout's error boundary). The document's title, "{title} | {business}", is set by each of them
 * from `content.title`; a signed-in person previewing a draft of the page sees the banner saying so.
 */
export function NotFoundContent({ content }: { content: NotFoundPageContent }) {
  const { languages } = useSettings();
  // Under a language's address with no translation of the 404 page: its English words say they are English.
  const lang = content.locale && content.locale !== languages.locale ? content.locale : undefined;
  return (
    <>
      {content.preview && content.pageId ? (
        <PreviewBanner preview={content.preview} publishedAt={content.publishedAt} pageId={content.pageId} />
      ) : null}
      <div lang={lang} className="contents">
        <NotFoundView content={content} />
      </div>
    </>
  );
}
