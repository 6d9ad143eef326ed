/**
 * The media library in-process (server/media/service.ts), on both engines: uploads, the same
 * bytes twice, alt texts, deletes refused while a page shows the image, and the image cache
 * obeying content changes.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../server/errors";
import { createTestServices, engines, type TestServices } from "./support";

const photo = (seed: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed, g: 100, b: 180 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

describe.each(engines)("media service (%s)", (engine) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("stores an upload once: the same bytes again are the same image", async () => {
    const data = await photo(1);
    const first = await t.services.media.upload({ data, fileName: "../dir/bay.jpg", alt: "The bay" }, "owner");
    expect(first.created).toBe(true);
    expect(first.media).toMatchObject({ fileName: "bay.jpg", alt: "The bay", width: 640, height: 480, usedBy: [] });
    const again = await t.services.media.upload({ data, fileName: "copy.jpg", alt: "Other words" }, "owner");
    expect(again.created).toBe(false);
    expect(again.media.id).toBe(first.media.id);
    const listed = await t.services.media.list({ page: 1, pageSize: 10, q: "bay" });
    expect(listed).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(listed.items.map((m) => m.id)).toEqual([first.media.id]);
  });

  it("counts an alt text change as a content change and serves variants from memory until one", async () => {
    const { media } = await t.services.media.upload({ data: await photo(2), fileName: "a.jpg", alt: "" });
    const file = media.variants[0]!.url.split("/").pop()!;
    expect(t.services.media.cachedVariant(file)).toBeUndefined();
    expect((await t.services.media.variant(file))!.data.length).toBeGreaterThan(100);
    expect(t.services.media.cachedVariant(file)).toBeDefined();
    const heard: number[] = [];
    const stop = t.services.changes.onChange((version) => heard.push(version));
    const changed = await t.services.media.updateAlt(media.id, "A described photo");
    stop();
    expect(changed.alt).toBe("A described photo");
    expect(heard).toHaveLength(1);
    expect(t.services.media.cachedVariant(file)).toBeUndefined();
    expect((await refusal(t.services.media.updateAlt(2_147_483_647, "x"))).code).toBe("not_found");
  });

  it("refuses to delete an image a page shows, names the page, and deletes it once it is free", async () => {
    const { media } = await t.services.media.upload({ data: await photo(3), fileName: "shown.jpg", alt: "Shown" });
    const page = await t.services.pages.create({
      title: "Gallery",
      slug: "gallery-service",
      status: "draft",
      metaDescription: null,
      metaKeywords: null,
      ogImageId: media.id,
    });
    const inUse = await refusal(t.services.media.delete(media.id));
    expect(inUse.code).toBe("in_use");
    expect(inUse.message).toContain('"Gallery"');
    expect((await t.services.media.get(media.id))!.usedBy).toEqual([{ id: page.id, title: "Gallery", inTrash: false }]);
    await t.services.pages.update(page.id, {
      title: "Gallery",
      slug: "gallery-service",
      status: "draft",
      metaDescription: null,
      metaKeywords: null,
      ogImageId: null,
    });
    await t.services.media.delete(media.id);
    expect(await t.services.media.get(media.id)).toBeNull();
    const file = media.variants[0]!.url.split("/").pop()!;
    expect(await t.services.media.variant(file)).toBeNull();
  });
});
