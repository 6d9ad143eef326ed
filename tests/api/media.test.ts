import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDTO } from "../../app/domain/schemas/media";
import type { PageDTO } from "../../app/domain/schemas/pages";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

/** A photo as a phone takes it: sideways with an EXIF orientation, GPS position and a comment. */
async function phonePhoto(width = 1600, height = 1200, seed = 0): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20 + seed, g: 120, b: 200 } } })
    .composite([
      {
        input: {
          create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: { r: 250, g: 200, b: 40 } },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
    .then((sideways) =>
      sharp(sideways)
        .withExifMerge({
          IFD0: { Make: "PhoneCo", ImageDescription: "secret comment" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 28/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "144/1 47/1 0/1" },
        })
        .toBuffer(),
    );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims 50,000 by 50,000 pixels: a decompression bomb, refused from its header. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const section = (sectionKey: string, text: string, sectionType = "html") => ({ sectionKey, sectionType, content: { text }, sortOrder: 0 });

describe.each(engines)("media library (%s)", (engine) => {
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

  const upload = async (data: Buffer, name = "photo.jpg", alt = "A photo") => {
    const res = await api.upload<MediaDTO>(data, name, alt);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  it("turns an upload into upright variants in AVIF, WebP and JPEG, none wider than the original", async () => {
    const photo = await phonePhoto(1600, 1200, 1);
    const source = await sharp(photo).metadata();
    expect(source.orientation).toBe(6);
    expect(photo.includes(Buffer.from("secret comment"))).toBe(true);
    expect(source.exif!.length).toBeGreaterThan(100);
    const media = await upload(photo, "beach.jpg", "Tumon Bay at noon");
    expect(media).toMatchObject({
      alt: "Tumon Bay at noon",
      mimeType: "image/jpeg",
      fileName: "beach.jpg",
      width: 1200,
      height: 1600,
      usedBy: [],
    });
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{20}-1200\.jpg$/);
    const widths = [...new Set(media.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 640, 960, 1200]);
    for (const width of widths) {
      expect(
        media.variants
          .filter((v) => v.width === width)
          .map((v) => v.format)
          .sort(),
      ).toEqual(["avif", "jpeg", "webp"]);
    }
    expect(Object.keys(media).sort()).toEqual([
      "alt",
      "bytes",
      "created",
      "createdAt",
      "fileName",
      "height",
      "id",
      "mimeType",
      "url",
      "usedBy",
      "variants",
      "width",
    ]);
  });

  it("serves every variant immutable, typed, with a strong ETag, no metadata and 304 on revalidation", async () => {
    const media = await upload(await phonePhoto(900, 600, 2));
    for (const variant of media.variants) {
      const res = await fetch(server.url + variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(
        { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" }[variant.format],
      );
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const etag = res.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, variant.url).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
      expect(bytes.includes(Buffer.from("secret comment"))).toBe(false);
      expect(meta.width).toBe(variant.width);
      const again = await fetch(server.url + variant.url, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${server.url}/media/0123456789abcdef0123-320.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/..%2Fsite.db`)).status).toBe(404);
  });

  it("accepts PNG (with transparency, PNG fallback), WebP, AVIF and GIF, decided by content, not by name", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const media = await upload(png, "logo.jpg");
    expect(media.mimeType).toBe("image/png");
    expect(media.url).toMatch(/-400\.png$/);
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366aa" } });
    for (const [format, mime] of [
      ["webp", "image/webp"],
      ["avif", "image/avif"],
      ["gif", "image/gif"],
    ] as const) {
      const data = await base.clone().toFormat(format).toBuffer();
      expect((await upload(data, `picture.${format === "gif" ? "png" : "jpg"}`)).mimeType).toBe(mime);
    }
  });

  it("refuses what is not a safe image with a clear 400 and stores nothing", async () => {
    const jpeg = await phonePhoto(800, 600, 3);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const cases: Array<[string, Buffer, RegExp]> = [
      ["html renamed to .jpg", Buffer.from("<!doctype html><html><script>alert(1)</script></html>"), /not an image this site accepts/],
      ["a script renamed to .jpg", Buffer.from("#!/bin/sh\nrm -rf /\n"), /not an image this site accepts/],
      ["svg", svg, /not an image this site accepts/],
      ["truncated jpeg", jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), /damaged or incomplete|data after the end/],
      ["empty file", Buffer.alloc(0), /empty/],
      ["50,000 by 50,000 pixels", bombPng(), /too large: 50000 by 50000 pixels/],
      ["polyglot", Buffer.concat([jpeg, Buffer.from("<script>alert(document.cookie)</script>")]), /data after the end of the image/],
    ];
    const before = Number((await api.get("/api/cms/media")).body.total);
    for (const [name, data, message] of cases) {
      const res = await api.upload(data, "photo.jpg", "x", "image/jpeg");
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
    }
    expect(Number((await api.get("/api/cms/media")).body.total)).toBe(before);
  });

  it("refuses an upload over 15 MB with 413, an alt text over 500 characters and a missing file with 400", async () => {
    const big = await api.upload(Buffer.alloc(16 * 1024 * 1024, 1), "huge.jpg");
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/too large \(at most 15 MB\)/);
    const jpeg = await phonePhoto(300, 200, 4);
    const alt = await api.upload(jpeg, "a.jpg", "x".repeat(501));
    expect(alt.status).toBe(400);
    expect(alt.body.message).toBe("Alt text must be at most 500 characters");
    const form = new FormData();
    form.set("alt", "no file");
    const none = await api.request("POST", "/api/cms/media", form);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Choose an image file to upload");
    const json = await api.post("/api/cms/media", { file: "x" });
    expect(json.status).toBe(400);
  });

  it("takes an upload only from this site: a foreign or missing Origin is refused", async () => {
    const jpeg = await phonePhoto(300, 200, 5);
    expect((await api.upload(jpeg, "a.jpg", "x", "image/jpeg", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await api.upload(jpeg, "a.jpg", "x", "image/jpeg", { Origin: "" })).status).toBe(403);
    expect((await server.client().upload(jpeg, "a.jpg", "x")).status).toBe(401);
  });

  it("lists with paging and search over alt text and file names, reads one, edits its alt text", async () => {
    const a = await upload(await phonePhoto(320, 240, 6), "chamorro-village.jpg", "Night market stalls");
    const b = await upload(await phonePhoto(330, 240, 7), "fort.jpg", "Fort Santa Agueda");
    const byName = (await api.get("/api/cms/media?q=CHAMORRO-vill")).body;
    expect(byName.items.map((m: MediaDTO) => m.id)).toEqual([a.id]);
    expect((await api.get("/api/cms/media?q=agueda")).body.items.map((m: MediaDTO) => m.id)).toEqual([b.id]);
    const paged = (await api.get("/api/cms/media?page=1&pageSize=1")).body;
    expect(paged).toMatchObject({ page: 1, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    // The upload's answer is the image and `created`.
    expect((await api.get(`/api/cms/media/${a.id}`)).body).toEqual({ ...a, created: undefined });
    const edited = await api.put(`/api/cms/media/${a.id}`, { alt: "  Stalls at the Wednesday night market  " });
    expect(edited.status).toBe(200);
    expect(edited.body.alt).toBe("Stalls at the Wednesday night market");
    expect((await api.put(`/api/cms/media/${a.id}`, { alt: "y".repeat(501) })).status).toBe(400);
    for (const id of ["999999999", "2147483648", "x"]) {
      expect((await api.get(`/api/cms/media/${id}`)).status).toBe(404);
      expect((await api.put(`/api/cms/media/${id}`, { alt: "z" })).status).toBe(404);
      expect((await api.delete(`/api/cms/media/${id}`)).status).toBe(404);
    }
    expect((await api.get("/api/cms/media?pageSize=500")).status).toBe(400);
  });

  it("puts images in pages only from this site's media, sized and lazy except at the top, and refuses to delete a used image", async () => {
    const media = await upload(await phonePhoto(1000, 800, 8), "office.jpg", "Our office in Tamuning");
    const avif = media.variants
      .filter((v) => v.format === "avif")
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
    const jpg = media.variants.filter((v) => v.format === "jpeg");
    const picture = `<figure><picture><source type="image/avif" srcset="${avif}"><img src="${media.url}" srcset="${jpg.map((v) => `${v.url} ${v.width}w`).join(", ")}" alt="${media.alt}" width="${media.width}" height="${media.height}"></picture><figcaption>Our office</figcaption></figure>`;
    const created = await api.post("/api/cms/pages", {
      title: "Our Office",
      slug: `office-${Math.random().toString(36).slice(2, 8)}`,
      status: "published",
      metaDescription: null,
      metaKeywords: null,
      ogImageId: media.id,
      sections: [
        section("top", `${picture}<img src="https://evil.example/track.gif" alt="x"><img src="data:image/png;base64,AAAA" alt="y">`),
        { ...section("lower", picture), sortOrder: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const page = created.body as PageDTO;
    expect(page.ogImageId).toBe(media.id);
    expect(page.sections[0]!.content.text).not.toMatch(/evil\.example|data:image/);
    const html = await (await fetch(`${server.url}/${page.slug}`)).text();
    const images = html.match(/<img [^>]+>/g)!.filter((tag) => tag.includes("/media/"));
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/loading="eager"/);
    expect(images[0]).toMatch(/fetchpriority="high"/);
    expect(images[1]).toMatch(/loading="lazy"/);
    for (const tag of images) {
      expect(tag).toMatch(new RegExp(`width="${media.width}" height="${media.height}"`));
      expect(tag).toMatch(/decoding="async"/);
      expect(tag).toMatch(/sizes="/);
    }
    expect(html).toContain('type="image/avif"');
    const og = jpg.at(-1)!;
    expect(html).toContain(`<meta property="og:image" content="${server.url}${og.url}"`);
    expect(html).toContain(`<meta property="og:image:width" content="${og.width}"`);

    const refused = await api.delete(`/api/cms/media/${media.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is used on the page "Our Office". Remove it there first.');
    expect((await api.get(`/api/cms/media/${media.id}`)).body.usedBy).toEqual([{ id: page.id, title: "Our Office", inTrash: false }]);
    await api.delete(`/api/cms/pages/${page.id}`);
    expect((await api.delete(`/api/cms/media/${media.id}`)).body.message).toMatch(/"Our Office" \(in the trash\)/);
    await api.delete(`/api/cms/trash/${page.id}`);
    expect((await api.delete(`/api/cms/media/${media.id}`)).status).toBe(200);
    expect((await fetch(server.url + media.url)).status).toBe(404);
  });

  it("keeps the sharing image in the page's revisions", async () => {
    const media = await upload(await phonePhoto(640, 480, 9), "team.jpg", "The team");
    const page = (
      await api.post("/api/cms/pages", {
        title: "Team",
        slug: `team-${Math.random().toString(36).slice(2, 8)}`,
        status: "draft",
        metaDescription: null,
        metaKeywords: null,
      })
    ).body;
    const saved = (await api.put(`/api/cms/pages/${page.id}`, { ...page, ogImageId: media.id })).body;
    expect(saved.ogImageId).toBe(media.id);
    const [newest, first] = (await api.get(`/api/cms/pages/${page.id}/revisions`)).body;
    expect(newest.summary).toBe("Sharing image changed");
    const restored = await api.post(`/api/cms/pages/${page.id}/revisions/${first.id}/restore`, { version: saved.version });
    expect(restored.body.ogImageId).toBeNull();
    expect((await api.put(`/api/cms/pages/${page.id}`, { ...restored.body, ogImageId: 999999 })).status).toBe(400);
  });

  it("refuses a save that shows an image no longer in the library; a version shown or restored leaves such images out", async () => {
    const kept = await upload(await phonePhoto(700, 500, 30), "harbor.jpg", "Apra Harbor");
    const gone = await upload(await phonePhoto(720, 520, 60), "old-sign.jpg", "Our old sign");
    const figure = (media: typeof kept, caption: string) =>
      `<figure><picture><source type="image/webp" srcset="${media.variants
        .filter((v) => v.format === "webp")
        .map((v) => `${v.url} ${v.width}w`)
        .join(", ")}">` +
      `<img src="${media.url}" alt="${media.alt}" width="${media.width}" height="${media.height}"></picture><figcaption>${caption}</figcaption></figure>`;
    const first = (
      await api.post("/api/cms/pages", {
        title: "Our Story",
        slug: `story-${Math.random().toString(36).slice(2, 8)}`,
        status: "published",
        metaDescription: null,
        metaKeywords: null,
        sections: [
          section(
            "story",
            `<p>Since 1998 in Hagåtña.</p>${figure(gone, "The old sign")}<p>Then Tamuning.</p>${figure(kept, "The harbor")}`,
          ),
        ],
      })
    ).body as PageDTO;
    // The image leaves the page, then the library: nothing uses it now.
    const second = (
      await api.put(`/api/cms/pages/${first.id}`, {
        ...first,
        sections: [section("story", `<p>Since 1998 in Hagåtña.</p>${figure(kept, "The harbor")}`)],
      })
    ).body as PageDTO;
    expect((await api.delete(`/api/cms/media/${gone.id}`)).status).toBe(200);

    // An editor that still shows it (inserted before the delete) cannot save it.
    const refused = await api.put(`/api/cms/pages/${first.id}`, {
      ...second,
      sections: [
        { ...section("story", second.sections[0]!.content.text), id: second.sections[0]!.id },
        { ...section("more", figure(gone, "Again")), sortOrder: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Section 2: an image in it is no longer in the media library; insert it again or remove it");
    expect((await api.get(`/api/cms/pages/${first.id}`)).body.version).toBe(second.version);
    // A link to the same address is not an image: it is not checked.
    expect(
      (
        await api.put(`/api/cms/pages/${first.id}`, {
          ...second,
          sections: [section("story", `<p><a href="${gone.url}">old sign</a></p>`)],
        })
      ).status,
    ).toBe(200);

    const revisions = (await api.get(`/api/cms/pages/${first.id}/revisions`)).body;
    const version1 = revisions.find((r: { version: number }) => r.version === 1);
    // The History panel shows the version as a restore would bring it back.
    const shownText = (await api.get(`/api/cms/pages/${first.id}/revisions/${version1.id}`)).body.page.sections[0].content.text as string;
    expect(shownText).not.toContain(gone.url.slice(0, 28));
    expect(shownText).toContain(kept.url);
    expect(shownText).toContain("<p>Then Tamuning.</p>");
    const current = (await api.get(`/api/cms/pages/${first.id}`)).body as PageDTO;
    const restored = await api.post(`/api/cms/pages/${first.id}/revisions/${version1.id}/restore`, { version: current.version });
    expect(restored.status).toBe(200);
    const text = (restored.body as PageDTO).sections[0]!.content.text;
    expect(text).not.toContain(gone.url.slice(0, 28));
    expect(text).not.toContain("The old sign");
    expect(text).toContain("<p>Since 1998 in Hagåtña.</p>");
    expect(text).toContain("<p>Then Tamuning.</p>");
    expect(text).toContain(kept.url);
    expect(text).toContain("<figcaption>The harbor</figcaption>");
    expect((await api.get(`/api/cms/pages/${first.id}/revisions`)).body[0].summary).toBe(
      "Restored version 1; 1 image deleted from the media library since left out",
    );
    const html = await (await fetch(`${server.url}/${first.slug}`)).text();
    expect(html).toContain(kept.url);
    expect(html).not.toContain(gone.url.slice(0, 28));
  });

  it("publishes an <img> written by hand with a library variant as the library's responsive picture, keeping the author's alt text", async () => {
    const media = await upload(await phonePhoto(1000, 750, 40), "market.jpg", "Stalls at the night market");
    const key = /\/media\/([0-9a-f]{20})-/.exec(media.url)![1]!;
    const text =
      `<p>Every Wednesday:</p><img src="/media/${key}-320.webp" alt="The Chamorro Village market">` +
      `<p>Again, <img src="/media/${key}-640.jpg" class="text-center"> without alt text.</p>` +
      `<picture><source type="image/avif" srcset="/media/${key}-320.avif 320w"><img src="/media/${key}-320.jpg" alt="already a picture" width="320" height="240"></picture>`;
    const created = await api.post("/api/cms/pages", {
      title: "Night market",
      slug: `market-${Math.random().toString(36).slice(2, 8)}`,
      status: "published",
      metaDescription: null,
      metaKeywords: null,
      sections: [section("body", text)],
    });
    expect(created.status, created.text).toBe(201);
    const saved = (created.body as PageDTO).sections[0]!.content.text;
    const pictures = saved.match(/<picture>.*?<\/picture>/g)!;
    expect(pictures).toHaveLength(3);
    const avif = media.variants
      .filter((v) => v.format === "avif")
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
    const jpg = media.variants.filter((v) => v.format === "jpeg");
    const largest = jpg.at(-1)!;
    for (const [picture, alt] of [
      [pictures[0]!, "The Chamorro Village market"],
      [pictures[1]!, "Stalls at the night market"],
    ] as const) {
      expect(picture).toContain(`<source srcset="${avif}" type="image/avif"`);
      expect(picture).toMatch(/<source srcset="[^"]+" type="image\/webp"/);
      expect(picture).toContain(
        `<img src="${largest.url}" alt="${alt}" srcset="${jpg.map((v) => `${v.url} ${v.width}w`).join(", ")}" width="${largest.width}" height="${largest.height}"`,
      );
      expect(picture).toMatch(/sizes="/);
    }
    // An image already in a <picture> is the author's: left as written.
    expect(pictures[2]).toContain(`srcset="/media/${key}-320.avif 320w"`);
    expect(pictures[2]).toContain('alt="already a picture" width="320" height="240"');
    expect(saved).toContain("<p>Every Wednesday:</p>");

    const html = await (await fetch(`${server.url}/${(created.body as PageDTO).slug}`)).text();
    const images = html.match(/<img [^>]+>/g)!.filter((tag) => tag.includes("/media/"));
    expect(images).toHaveLength(3);
    for (const tag of images.slice(0, 2)) expect(tag).toMatch(new RegExp(`width="${largest.width}" height="${largest.height}"`));

    // A variant that is not in the library is refused as before.
    const missing = await api.post("/api/cms/pages", {
      title: "Missing",
      slug: `missing-${Math.random().toString(36).slice(2, 8)}`,
      status: "draft",
      metaDescription: null,
      metaKeywords: null,
      sections: [section("body", '<img src="/media/0123456789abcdef0123-320.webp" alt="gone">')],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Section 1: an image in it is no longer in the media library; insert it again or remove it");
  });

  if (engine === "postgres") {
    it("serves, through a second instance on the same database, a variant uploaded through the first", async () => {
      const other = await startServer("postgres", { DATABASE_URL: server.databaseEnv.DATABASE_URL! });
      try {
        const media = await upload(await phonePhoto(500, 400, 10), "shared.jpg", "Shared");
        const res = await fetch(other.url + media.variants[0]!.url);
        expect(res.status).toBe(200);
        expect(res.headers.get("etag")).toBe((await fetch(server.url + media.variants[0]!.url)).headers.get("etag"));
      } finally {
        await other.dispose();
      }
    });
  }
});
