/**
 * The views of /buy-translation, /contact and /get-quote draw what they are given: the page's
 * values (as the admin area's live preview hands them over, unsaved) and the site settings; and the
 * payment-methods image field shows its built-in picture or the library image chosen.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PaymentMethods } from "~/components/site/payment-methods";
import { SiteSettingsProvider } from "~/components/site/settings-context";
import { PAGE_VIEWS } from "~/components/site/views/registry";
import { BUY_TRANSLATION_PAGE } from "~/content/pages/buy-translation";
import { CONTACT_PAGE } from "~/content/pages/contact";
import { GET_QUOTE_PAGE } from "~/content/pages/get-quote";
import { DEFAULT_SETTINGS, type SettingsValues } from "~/content/site-settings";
import type { PageContent, PageDefinition } from "~/lib/fields/define";
import { valuesOf } from "~/lib/fields/values";
import { derivedDescription } from "~/domain/fields/description";
import type { PictureSource } from "~/lib/picture-markup";

function render(
  definition: PageDefinition,
  values: Record<string, unknown> = {},
  settings: Partial<SettingsValues> = {},
  images: PageContent["images"] = {},
): string {
  const View = PAGE_VIEWS[definition.slug]!;
  const all = { ...valuesOf(definition, null), ...values } as ReturnType<typeof valuesOf>;
  const content = {
    values: all,
    title: definition.title,
    description: derivedDescription(definition, all),
    images,
    pageId: null,
    publishedAt: null,
    preview: null,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteSettingsProvider settings={{ ...DEFAULT_SETTINGS, values: { ...DEFAULT_SETTINGS.values, ...settings } }} year={2026}>
        <View content={content} />
      </SiteSettingsProvider>
    </MemoryRouter>,
  );
}

const LIBRARY_PICTURE: PictureSource = {
  url: "/media/abc-640.png",
  width: 640,
  height: 132,
  variants: [
    { url: "/media/abc-320.png", width: 320, height: 66, format: "png" },
    { url: "/media/abc-640.png", width: 640, height: 132, format: "png" },
    { url: "/media/abc-320.webp", width: 320, height: 66, format: "webp" },
    { url: "/media/abc-640.webp", width: 640, height: 132, format: "webp" },
  ],
};

describe("the views of the quote, packages and contact pages", () => {
  it("are the registry's views for their slugs", () => {
    for (const definition of [GET_QUOTE_PAGE, BUY_TRANSLATION_PAGE, CONTACT_PAGE])
      expect(PAGE_VIEWS[definition.slug], definition.slug).toBeDefined();
  });

  it("/buy-translation shows a package's changed price and an added feature, and names each button for its package", () => {
    const packages = BUY_TRANSLATION_PAGE.fields.find((field) => field.key === "packages")!.default as Array<{
      name: string;
      price: string;
      features: string[];
    }>;
    const changed = packages.map((pkg, index) =>
      index === 0 ? { ...pkg, price: "$59", features: [...pkg.features, "Free PDF copy"] } : pkg,
    );
    const html = render(BUY_TRANSLATION_PAGE, { packages: changed });
    expect(html).toContain(">$59<");
    expect(html).not.toContain(">$49<");
    expect(html).toContain("<span>Free PDF copy</span>");
    expect(html).toContain('<span class="sr-only"> about the <span>Quick Translation</span></span>');
    expect(html.match(/Most Popular/g)).toHaveLength(1);
  });

  it("/contact shows the phone, e-mail, address and opening hours of the settings", () => {
    const hours = DEFAULT_SETTINGS.values.hours.map((day) => (day.day === "Saturday" ? { ...day, opens: "09:00", closes: "13:00" } : day));
    const html = render(
      CONTACT_PAGE,
      { phone_note: "" },
      { phone: "+1 (671) 555-0199", email: "hello@guam.example", address: "P.O. Box 1, Hagåtña, GU 96932", hours },
    );
    expect(html).toContain('href="tel:+16715550199"');
    expect(html).toContain('href="mailto:hello@guam.example"');
    expect(html).toContain("P.O. Box 1, Hagåtña, GU 96932");
    expect(html).toContain("9:00 AM-1:00 PM ChST");
    expect(html).not.toContain("Call during opening hours");
  });

  it("/get-quote shows the settings' weekday hours line, phone and e-mail", () => {
    const hours = DEFAULT_SETTINGS.values.hours.map((day) => (day.day === "Saturday" ? day : { ...day, opens: "08:00", closes: "17:00" }));
    const html = render(GET_QUOTE_PAGE, {}, { phone: "+1 (671) 555-0199", email: "hello@guam.example", hours });
    expect(html).toContain('href="tel:+16715550199"');
    expect(html).toContain('href="mailto:hello@guam.example?subject=Quote%20request"');
    expect(html).toContain("Monday-Friday</span> <span");
    expect(html).toContain("8:00 AM-5:00 PM ChST");
  });

  it("the payment methods picture: the built-in one, or the library image chosen, with its alt text and size", () => {
    const builtIn = render(CONTACT_PAGE);
    expect(builtIn).toContain('<img src="/payment-methods.svg" alt="We accept Visa, Mastercard and PayPal" width="312" height="64"');
    const chosen = render(
      BUY_TRANSLATION_PAGE,
      { payment_image: { mediaId: 3, alt: "Cards and PayPal accepted" } },
      {},
      { payment_image: LIBRARY_PICTURE },
    );
    expect(chosen).not.toContain("/payment-methods.svg");
    expect(chosen).toContain(
      '<picture class="contents"><source type="image/webp" srcSet="/media/abc-320.webp 320w, /media/abc-640.webp 640w"',
    );
    expect(chosen).toMatch(
      /<img src="\/media\/abc-640.png" srcSet="\/media\/abc-320.png 320w, \/media\/abc-640.png 640w" sizes="[^"]+" alt="Cards and PayPal accepted" width="640" height="132"/,
    );
  });

  it("the payment methods picture without variants of a fallback format uses the image's own address", () => {
    const html = renderToStaticMarkup(
      <PaymentMethods
        field={{ builtIn: { src: "/x.svg", width: 1, height: 1 } }}
        image={{ mediaId: 1, alt: "" }}
        picture={{ url: "/media/a.jpg", width: 100, height: 50, variants: [] }}
        sizes="100vw"
      />,
    );
    expect(html).toBe(
      '<picture class="contents"><img src="/media/a.jpg" alt="" width="100" height="50" loading="lazy" decoding="async" class="h-auto max-w-full "/></picture>',
    );
  });
});
