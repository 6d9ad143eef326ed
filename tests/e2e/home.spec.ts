import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { HOME_DEFAULTS, HOME_CONTENT_KEYS } from "../support/home";
import { HOW_IT_WORKS_PAGE } from "../../app/content/pages/how-it-works";
import { SERVICES_PAGE } from "../../app/content/pages/services";
import { valuesOf } from "../../app/lib/fields/values";
import { networkIdle } from "./network-idle";

/** By default the home page's cards and steps are the categories of /services and the steps of /how-it-works. */
const SERVICE_CATEGORIES = valuesOf(SERVICES_PAGE, null).categories;
const ORDER_STEPS = valuesOf(HOW_IT_WORKS_PAGE, null).steps;

/** Loads a page and waits until its scripts have run, so the menus respond to input. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await networkIdle(page);
}

/** The visible text of an HTML fragment: tags removed, the entities React writes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("the server's HTML of / holds every home text, the JSON-LD and no skeleton", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const text = textOf(html);
  for (const key of HOME_CONTENT_KEYS) {
    expect(text, key).toContain(textOf(HOME_DEFAULTS[key]));
  }
  // The two HTML keys arrive as markup, not as escaped text.
  expect(html).toContain('<span class="highlight">Rooted in Guam</span>');
  expect(html).toContain("<strong>confidential</strong>");
  for (const label of ["Get a Quote", "Contact Us", "Learn More", "Get a Free Quote", "Contact Us Today"]) {
    expect(text).toContain(label);
  }
  for (const category of SERVICE_CATEGORIES) expect(text).toContain(category.title);
  for (const step of ORDER_STEPS) expect(text).toContain(step.title);
  expect(html).not.toContain("data-skeleton");
  expect(text).not.toContain("Loading page content");
  expect(html).toMatch(/<title>Guam Translation Services<\/title>/);

  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(jsonLd).not.toBeNull();
  // One graph, and the business in it once.
  expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
  const graph: Array<Record<string, unknown>> = JSON.parse(jsonLd![1]!)["@graph"];
  const business = graph.find((node) => node["@type"] === "ProfessionalService")!;
  expect(graph.filter((node) => node["@type"] === "ProfessionalService")).toHaveLength(1);
  expect(business.address).toMatchObject({ addressLocality: "Tamuning", addressRegion: "GU", postalCode: "96931" });
  expect(business.openingHoursSpecification).toEqual([
    expect.objectContaining({ opens: "09:00", closes: "18:00" }),
    expect.objectContaining({ dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00", closes: "14:00" }),
  ]);
});

test("the page loads in the browser without console errors, with its buttons in place", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, "/");
  await expect(page.locator("h1")).toContainText("Rooted in Guam");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Get a Quote", exact: true })).toHaveAttribute("href", "/get-quote");
  await expect(main.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/get-quote");
  await expect(main.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "Learn More about how it works" })).toHaveAttribute("href", "/how-it-works");
  for (const badge of ["100+ Languages", "Confidential", "Fast Turnaround"]) {
    await expect(main.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the seven service cards link to their section of /services", async ({ page }) => {
  await open(page, "/");
  const cards = page.getByTestId("service-card");
  await expect(cards).toHaveCount(7);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(SERVICE_CATEGORIES.map((c) => `/services#${c.anchor}`));
  await cards.filter({ hasText: "Legal/Govt" }).click();
  await expect(page).toHaveURL(/\/services#legal$/);
  await expect(page.locator("#legal")).toBeInViewport();
});

test("coming from another page, the home page arrives complete: managed texts in its HTML, nothing loaded after", async ({ page }) => {
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    // The page view's beacon to the statistics is no content.
    if (request.url().includes("/api/") && !request.url().endsWith("/api/stats/hit")) apiCalls.push(request.url());
  });
  await open(page, "/languages");
  await page.locator("header").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // A page load, not a client-side render: the texts are there at once, and no skeleton ever is.
  await expect(page.getByRole("heading", { name: HOME_DEFAULTS.welcome_title })).toBeVisible();
  await expect(page.locator("h1")).toContainText("Rooted in Guam");
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  await expect(page.getByTestId("service-card")).toHaveCount(7);
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("the home page does not depend on the content API: refusing it changes nothing", async ({ page }) => {
  const errors = collectErrors(page);
  await page.route("**/api/cms/**", (route) => route.abort("failed"));
  await open(page, "/contact");
  await page.locator("header").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { name: HOME_DEFAULTS.welcome_title })).toBeVisible();
  await expect(page.locator("h1")).toContainText("Rooted in Guam");
  expect(errors).toEqual([]);
});
