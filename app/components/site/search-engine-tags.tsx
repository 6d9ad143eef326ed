import { indexable, verificationCode } from "~/domain/search-engines";
import type { SiteSettings } from "~/content/site-settings";

/**
 * The tags every public page carries for search engines (docs/product.md, "Search engines"):
 * `noindex` while the settings turn indexing off, and the Google and Bing verification tags. React
 * puts them in the page's head.
 */
export function SearchEngineTags({ values }: { values: SiteSettings["values"] }) {
  const google = verificationCode(values.google_site_verification);
  const bing = verificationCode(values.bing_site_verification);
  return (
    <>
      {indexable(values) ? null : <meta name="robots" content="noindex, nofollow" />}
      {google ? <meta name="google-site-verification" content={google} /> : null}
      {bing ? <meta name="msvalidate.01" content={bing} /> : null}
    </>
  );
}
