/**
 * What the settings tell search engines (docs/product.md, "Search engines"): whether the site may
 * be listed at all (off for a staging copy), and the verification codes of Google Search Console
 * and Bing Webmaster Tools, written on every page as their meta tags.
 */

/** Whether search engines may list the site's pages (the settings' "search_indexing"). */
export const indexable = (values: { search_indexing?: string }): boolean => values.search_indexing !== "off";

/**
 * A verification code as the tag wants it: the code itself, or the `content` of a whole tag pasted
 * as the service shows it (`<meta name="google-site-verification" content="…" />`); null for none.
 */
export function verificationCode(raw: string | undefined): string | null {
  const value = (raw ?? "").trim();
  if (value === "") return null;
  const content = /content\s*=\s*["']([^"']*)["']/i.exec(value)?.[1]?.trim();
  const code = content ?? value;
  return code === "" || /[<>"'\s]/.test(code) ? null : code;
}
