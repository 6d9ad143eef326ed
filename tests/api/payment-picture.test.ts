/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * The payment-methods picture of /contact and /buy-translation is an image field of each page: a
 * library image chosen shows as its responsive picture with its size and the field's alt text, and
 * removing the field's section (Reset to default) brings the built-in picture back.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

describe.each(engines)("the payment-methods image field (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const html = async (path: string) => (await fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } })).text();

  it("shows a library image chosen on /contact and /buy-translation, and the built-in picture after Reset", async () => {
    const png = await sharp({ create: { width: 624, height: 128, channels: 3, background: "#1f4e79" } })
      .png()
      .toBuffer();
    const media = (await api.upload(png, "cards.png", "Cards", "image/png")).body;
    const pages = (await api.get("/api/cms/pages")).body as any[];
    for (const slug of ["contact", "buy-translation"]) {
      const page = pages.find((p) => p.slug === slug);
      const value = { mediaId: media.id, alt: "Visa, Mastercard and PayPal welcome" };
      const saved = await api.post("/api/cms/sections", {
        pageId: page.id,
        sectionKey: "payment_image",
        sectionType: "json",
        content: { text: JSON.stringify(value) },
      });
      expect(saved.status, saved.text).toBe(201);

      const shown = await html(`/${slug}`);
      expect(shown, slug).not.toContain("/payment-methods.svg");
      const img = /<picture class="contents">.*?<img ([^>]*)>/s.exec(shown)?.[1] ?? "";
      expect(img, slug).toContain(`src="${media.url}"`);
      expect(img, slug).toContain('alt="Visa, Mastercard and PayPal welcome"');
      expect(img, slug).toContain(`width="${media.width}" height="${media.height}"`);
      expect(shown, slug).toContain('<source type="image/webp"');

      expect((await api.delete(`/api/cms/sections/${saved.body.id}`)).status).toBe(200);
      expect(await html(`/${slug}`), slug).toContain(
        '<img src="/payment-methods.svg" alt="We accept Visa, Mastercard and PayPal" width="312" height="64"',
      );
    }
  });
});
