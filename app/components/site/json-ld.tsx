/**
 * Serialises data for a <script type="application/ld+json"> block. `<`, `>` and `&` become
 * \u escapes (still valid JSON), so no text can close the script element or open a comment;
 * U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Splits "P.O. Box 10427, Tamuning, GU 96931, USA" into schema.org PostalAddress parts. */
export function postalAddress(address: string) {
  const parts = address.split(",").map((part) => part.trim());
  const regionAndZip = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts[2] ?? "");
  if (parts.length >= 3 && regionAndZip) {
    return {
      "@type": "PostalAddress",
      streetAddress: parts[0],
      addressLocality: parts[1],
      addressRegion: regionAndZip[1],
      postalCode: regionAndZip[2],
      addressCountry: "US",
    };
  }
  return { "@type": "PostalAddress", streetAddress: address, addressRegion: "GU", addressCountry: "US" };
}
