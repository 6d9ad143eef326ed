import { openingLines, SCHEMA_DAYS, type SiteSettings } from "~/content/site-settings";

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

/** schema.org description of the business from the site settings, for search engines. */
export function businessJsonLd({ values }: Pick<SiteSettings, "values">, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: values.business_name,
    description: values.business_description,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: values.phone,
    email: values.email,
    address: postalAddress(values.address),
    areaServed: [
      { "@type": "State", name: "Guam" },
      { "@type": "Place", name: "Commonwealth of the Northern Mariana Islands" },
    ],
    knowsLanguage: ["en", "ch", "tl", "chk", "ja", "ko", "zh-Hans", "zh-Hant", "vi", "es", "fr", "de", "ru"],
    paymentAccepted: "Visa, Mastercard, PayPal",
    openingHoursSpecification: openingLines(values)
      .filter((line) => line.opens && line.closes)
      .map((line) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: line.days.map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
        opens: line.opens,
        closes: line.closes,
      })),
  };
}
