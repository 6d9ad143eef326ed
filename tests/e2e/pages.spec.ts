import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEFAULT_SETTINGS } from "../../app/content/site-settings";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { guamYear } from "../../app/lib/guam-time";

/** The phone, e-mail and address the settings start with (their defaults). */
const CONTACT_DEFAULTS = DEFAULT_SETTINGS.values;

/**
 * The inner public pages as the server sends them. Text checks run in a browser with JavaScript
 * turned off, so they see only the server-rendered HTML, never what hydration adds later.
 * The expected texts are the spec's, written out here rather than read from the content modules.
 */
const INNER_PAGES = [
  "/languages",
  "/services",
  "/samples",
  "/how-it-works",
  "/get-quote",
  "/buy-translation",
  "/xact-guarantee",
  "/contact",
  "/terms-of-use",
  "/disclaimer",
] as const;

async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `${path} status`).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  return response.text();
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

test.describe("every inner page on the server", () => {
  test("answers 200 with its own title, meta description and canonical link", async ({ request, site }) => {
    const titles = new Map<string, string>();
    for (const path of INNER_PAGES) {
      const html = await serverHtml(request, path);
      const title = titleOf(html);
      expect(title, `${path} has a <title>`).toBeTruthy();
      expect(title).toMatch(/\| Guam Translation Services$/);
      expect([...titles.values()], `${path} title is unique`).not.toContain(title);
      titles.set(path, title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${site.origin}${path}"/>`);
      expect(html.match(/<h1[\s>]/g), `${path} has exactly one <h1>`).toHaveLength(1);
    }
    expect(titles.size).toBe(INNER_PAGES.length);
  });

  test("no public page holds a form: quotes, orders and payments go by phone or e-mail", async ({ request }) => {
    for (const path of PUBLIC_ROUTES) {
      const html = await serverHtml(request, path);
      expect(html, `${path} has no <form>`).not.toMatch(/<form[\s>]/i);
      expect(html, `${path} has no text field`).not.toMatch(/<(input|textarea|select)[\s>]/i);
    }
  });
});

test.describe("server-rendered content", () => {
  test.use({ javaScriptEnabled: false });

  const main = (page: Page) => page.locator("main");

  test("/languages lists the twelve popular languages, 100+ languages, Chamorro, Braille and both buttons", async ({ page }) => {
    await page.goto("/languages");
    const list = page.getByRole("list", { name: "Popular languages" });
    const names = await list.locator("> li > span:first-child").allTextContents();
    expect(names).toEqual([
      "Chamorro",
      "Tagalog",
      "Chuukese",
      "Japanese",
      "Korean",
      "Chinese-Simplified",
      "Chinese-Traditional",
      "Vietnamese",
      "Spanish",
      "French",
      "German",
      "Russian",
    ]);
    await expect(page.locator("h1")).toContainText("100+ Languages");
    await expect(main(page).getByRole("heading", { name: /Chamorro/, level: 2 })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "English to Braille" })).toBeVisible();
    await expect(main(page).getByText(/into Braille/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute("href", "/get-quote");
    await expect(main(page).getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
  });

  test("/services has the seven anchored sections, each with a heading, description and examples", async ({ page }) => {
    await page.goto("/services");
    const expected: Array<[string, string]> = [
      ["marketing", "Marketing"],
      ["documents", "Documents"],
      ["business", "Business"],
      ["legal", "Legal/Govt"],
      ["digital", "Digital"],
      ["manufacturing", "Manufacturing"],
      ["personal", "Personal"],
    ];
    for (const [id, title] of expected) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(section.locator("p").first()).not.toBeEmpty();
      expect(await section.locator("ul > li").count(), `${id} lists example materials`).toBeGreaterThanOrEqual(4);
      // The jump links at the top point at the section.
      await expect(main(page).locator(`nav a[href="#${id}"]`)).toHaveText(title);
    }
    await expect(main(page)).toContainText("In-person translators are available at times");
  });

  test("/samples shows the English paragraph and its five translations, each marked with its language", async ({ page }) => {
    await page.goto("/samples");
    const source = main(page).locator('[lang="en"]');
    await expect(source).toContainText("We translate your documents with care.");
    const samples: Array<[string, string, string]> = [
      ["ch", "Chamorro", "dokumenton-miyu"],
      ["tl", "Tagalog", "Maingat naming isinasalin"],
      ["chk", "Chuukese", "taropwe"],
      ["es", "Spanish", "Traducimos sus documentos con cuidado."],
      ["fr", "French", "Nous traduisons vos documents avec soin."],
    ];
    for (const [lang, language, fragment] of samples) {
      const block = main(page).locator(`blockquote[lang="${lang}"]`);
      await expect(block).toHaveCount(1);
      await expect(block).toContainText(fragment);
      await expect(main(page).getByRole("heading", { name: new RegExp(`^${language}`), level: 3 })).toBeVisible();
    }
    await expect(main(page).getByRole("heading", { name: "More samples on request" })).toBeVisible();
    await expect(main(page).getByText(/Contact us and we will send samples/)).toBeVisible();
  });

  test("/how-it-works has the six step cards under the spec's anchors, and Privacy Assured", async ({ page }) => {
    await page.goto("/how-it-works");
    const anchors = [
      "choose_your_language",
      "describe_your_project",
      "we_will_quote_you",
      "send_us_your_material",
      "securelypayonline",
      "wewildeliveryourtranslation",
    ];
    const steps = main(page).locator("ol > li");
    await expect(steps).toHaveCount(6);
    for (const [index, anchor] of anchors.entries()) {
      await expect(steps.nth(index)).toHaveAttribute("id", anchor);
      await expect(steps.nth(index)).toContainText(`Step ${index + 1}`);
      await expect(steps.nth(index).getByRole("heading", { level: 2 })).not.toBeEmpty();
    }
    await expect(main(page).getByRole("heading", { name: "Privacy Assured" })).toBeVisible();
  });

  test("/get-quote gives phone, e-mail, hours, the 24-hour reply and the checklist, without a form", async ({ page }) => {
    await page.goto("/get-quote");
    await expect(main(page).locator(`a[href^="tel:"]`)).toHaveText(CONTACT_DEFAULTS.phone);
    await expect(main(page).locator(`a[href^="mailto:${CONTACT_DEFAULTS.email}"]`)).toHaveText(CONTACT_DEFAULTS.email);
    await expect(main(page)).toContainText("Monday-Friday 9:00 AM-6:00 PM ChST");
    await expect(main(page)).toContainText("within 24 hours");
    const checklist = main(page).locator("ol > li");
    await expect(checklist).toHaveCount(5);
    const items = ["Source and target languages", "Document type", "Word count or attached document", "Turnaround", "Special requirements"];
    for (const [index, item] of items.entries()) {
      await expect(checklist.nth(index)).toContainText(item);
    }
    await expect(page.locator("form")).toHaveCount(0);
  });

  test("/buy-translation shows the three packages with prices, Most Popular, contact buttons and payment methods", async ({ page }) => {
    await page.goto("/buy-translation");
    const packages: Array<[string, string, string[], boolean]> = [
      ["Quick Translation", "$49", ["Up to 500 words", "24-48 hour delivery", "One revision"], false],
      ["Standard Package", "$149", ["Up to 2,000 words", "3-5 days", "Two revisions"], true],
      ["Premium Package", "$399", ["Up to 5,000 words", "5-7 days", "Unlimited revisions", "Notarization included"], false],
    ];
    const cards = main(page).locator("article");
    await expect(cards).toHaveCount(3);
    for (const [index, [name, price, features, popular]] of packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card).toContainText(price);
      for (const feature of features) await expect(card).toContainText(feature);
      await expect(card.getByRole("link")).toHaveAttribute("href", "/contact");
      if (popular) await expect(card).toContainText("Most Popular");
      else await expect(card).not.toContainText("Most Popular");
    }
    await expect(main(page).getByRole("link", { name: "Request a Custom Quote" })).toHaveAttribute("href", "/get-quote");
    const image = main(page).locator('img[src="/payment-methods.svg"]');
    await expect(image).toHaveAttribute("alt", /Visa.*Mastercard.*PayPal/);
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    await expect(page.locator("form, button[type=submit]")).toHaveCount(0);
  });

  test("/xact-guarantee has the revision guarantee, the seven cards and Exact words, tone and expression", async ({ page }) => {
    await page.goto("/xact-guarantee");
    await expect(main(page)).toContainText("we will revise it");
    const cards = main(page).locator("ul > li h3");
    await expect(cards).toHaveText([
      "Accuracy",
      "Fast Response",
      "Best Pricing",
      "Client Support",
      "Convenience",
      "Secure Shopping",
      "Privacy",
    ]);
    await expect(main(page).getByRole("heading", { name: "Exact words, tone and expression" })).toBeVisible();
  });

  test("/contact has the quote button, payment image with its note and the four cards with the opening hours", async ({ page }) => {
    await page.goto("/contact");
    await expect(main(page).getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/get-quote");
    await expect(main(page).locator('img[src="/payment-methods.svg"]')).toBeVisible();
    await expect(main(page)).toContainText("credit card and PayPal");
    await expect(main(page)).toContainText("confidential");

    const cards = main(page).locator("ul > li");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(["Phone", "General Inquiries", "Mailing Address", "Opening Hours"]);
    await expect(cards.nth(0).locator('a[href^="tel:"]')).toHaveText(CONTACT_DEFAULTS.phone);
    await expect(cards.nth(1).locator(`a[href="mailto:${CONTACT_DEFAULTS.email}"]`)).toHaveText(CONTACT_DEFAULTS.email);
    await expect(cards.nth(2)).toContainText(CONTACT_DEFAULTS.address);
    await expect(cards.nth(2)).toContainText(/P\.O\. Box .*Tamuning, GU .*USA/);
    const hours = cards.nth(3).locator("dl > div");
    await expect(hours).toHaveCount(3);
    await expect(hours.nth(0)).toHaveText("Monday-Friday9:00 AM-6:00 PM ChST");
    await expect(hours.nth(1)).toHaveText("Saturday10:00 AM-2:00 PM ChST");
    await expect(hours.nth(2)).toHaveText("SundayClosed");
    await expect(page.locator("form")).toHaveCount(0);
  });

  test("/terms-of-use has the seven sections, the age-18 statement and a copyright line in Guam's year", async ({ page }) => {
    await page.goto("/terms-of-use");
    const headings = ["Changes", "Copyright", "Accuracy", "Adult Use", "Privacy", "Disclaimer", "Legal Notice"];
    await expect(main(page).locator("section[id] > h2")).toHaveText(headings);
    await expect(main(page).locator("section#adult-use")).toContainText(
      "We do not knowingly collect personal information from people under 18.",
    );
    await expect(main(page)).toContainText(`Copyright © ${guamYear(new Date())} Guam Translation Services. All rights reserved.`);
  });

  test("/disclaimer says the service is provided as is, without liability", async ({ page }) => {
    await page.goto("/disclaimer");
    await expect(main(page).getByRole("heading", { name: "Service provided as is" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "No liability" })).toBeVisible();
    await expect(main(page)).toContainText('provided "as is"');
    await expect(main(page)).toContainText("are not liable");
  });
});

test("in-page jump links and links to other pages work without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/services");
  await page.locator('main nav a[href="#legal"]').click();
  await expect(page).toHaveURL(/\/services#legal$/);
  await expect(page.locator("section#legal")).toBeInViewport();

  await page.locator("main").getByRole("link", { name: "See Samples" }).click();
  await expect(page).toHaveURL(/\/samples$/);
  await expect(page.locator("h1")).toHaveText("Translation Samples");
  await expect(page).toHaveTitle("Translation Samples | Guam Translation Services");
  expect(errors).toEqual([]);
});
