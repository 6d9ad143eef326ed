/**
 * Uploads under stress: malformed multipart bodies, clients that stall or leave, more uploads at
 * once than the server takes, images whose size the variant formats cannot hold, damaged files,
 * the size limit at its boundary, NUL characters in fields and the same file sent twice. Every
 * request is answered with a 4xx (or a 503 when busy) and the server keeps answering afterwards.
 */
import http from "node:http";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDTO } from "../../app/domain/schemas/media";
import { MEDIA_MAX_BYTES } from "../../app/domain/media-upload";
import { UPLOAD_LIMITS } from "../../server/media/admission";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: { message?: string } & Record<string, unknown>;
  /** Milliseconds from the first byte sent to the answer. */
  ms: number;
}

interface RawOptions {
  contentType?: string;
  /** The body, sent in these pieces (one piece by default). */
  chunks?: Buffer[];
  /** Wait between pieces. */
  delayMs?: number;
  /** Content-Length to declare; default the body's length; null sends the body chunked. */
  contentLength?: number | null;
  headers?: Record<string, string>;
  /** Destroy the connection after the pieces are sent (a client that leaves). */
  leave?: boolean;
  /** How long after sending the last piece the client leaves (default 50 ms). */
  leaveAfterMs?: number;
}

const CRLF = "\r\n";

/** A multipart body with boundary ABC from the parts' raw text (headers and content). */
function multipart(parts: Array<{ headers: string[]; content: Buffer | string }>, boundary = "ABC", close = true): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`, "latin1"));
    pieces.push(typeof part.content === "string" ? Buffer.from(part.content, "utf8") : part.content);
    pieces.push(Buffer.from(CRLF, "latin1"));
  }
  if (close) pieces.push(Buffer.from(`--${boundary}--${CRLF}`, "latin1"));
  return Buffer.concat(pieces);
}
const filePart = (content: Buffer | string, name = "file", fileName = "a.jpg") => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${fileName}"`, "Content-Type: image/jpeg"],
  content,
});
const fieldPart = (name: string, value: string) => ({ headers: [`Content-Disposition: form-data; name="${name}"`], content: value });

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says `width` x `height` (grey, 8 bits) with a token IDAT: only its header is meant to be read. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small JPEG of its own (seeded colour), quick to process. */
const smallJpeg = (seed: number, width = 200, height = 150) =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 } } })
    .jpeg()
    .toBuffer();

/** A photo-like JPEG (blurred noise) whose variants take the server a few seconds to make. */
const slowJpeg = (seed: number) =>
  sharp({
    create: { width: 2600, height: 1900, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 100 + seed, sigma: 35 } },
  })
    .blur(2)
    .jpeg({ quality: 88 })
    .toBuffer();

describe.each(engines)("uploads under stress (%s)", (engine) => {
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

  /** A signed-in POST /api/cms/media written byte by byte, as a careless or hostile client would. */
  function raw({
    contentType = "multipart/form-data; boundary=ABC",
    chunks = [],
    delayMs = 0,
    contentLength,
    headers = {},
    leave = false,
    leaveAfterMs = 50,
  }: RawOptions): Promise<RawAnswer | "left"> {
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const url = new URL(server.url);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const req = http.request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/api/cms/media",
        headers: {
          Origin: server.url,
          Cookie: api.cookieHeader,
          ...(contentType ? { "Content-Type": contentType } : {}),
          ...(contentLength === null ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(contentLength ?? total) }),
          ...headers,
        },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error("no answer within 20 s: the server is wedged"));
      }, 20_000);
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          clearTimeout(timer);
          let body: RawAnswer["body"] = {};
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode!, headers: res.headers, text, body, ms: Date.now() - started });
        });
      });
      req.on("error", (err) => {
        clearTimeout(timer);
        if (leave) resolve("left");
        // The server may answer and close before the whole body is written.
        else if ((err as NodeJS.ErrnoException).code === "EPIPE" || (err as NodeJS.ErrnoException).code === "ECONNRESET")
          reject(new Error(`connection ${(err as NodeJS.ErrnoException).code} without an answer`));
        else reject(err);
      });
      void (async () => {
        for (const [i, piece] of chunks.entries()) {
          if (i > 0 && delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
          if (req.destroyed) return;
          req.write(piece);
        }
        if (leave) {
          clearTimeout(timer);
          await new Promise((r) => setTimeout(r, leaveAfterMs));
          req.destroy();
          resolve("left");
          return;
        }
        if (contentLength === undefined || contentLength === null || contentLength === total) req.end();
      })();
    });
  }

  async function answer(options: RawOptions): Promise<RawAnswer> {
    const res = await raw(options);
    if (res === "left") throw new Error("expected an answer");
    return res;
  }

  async function expectAlive() {
    const started = Date.now();
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  }

  const libraryTotal = async () => Number((await api.get("/api/cms/media")).body.total);

  it("answers every malformed multipart form with a 4xx and keeps answering (finding 1)", async () => {
    const jpeg = await smallJpeg(1);
    const truncatedForm = Buffer.from(
      `--ABC${CRLF}Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}${CRLF}hello`,
      "latin1",
    );
    const cases: Array<[string, RawOptions, RegExp?]> = [
      [
        "the probe's form: the body stops inside the file, no closing boundary",
        { chunks: [truncatedForm] },
        /not valid multipart|incomplete/,
      ],
      ["the same, chunked", { chunks: [truncatedForm], contentLength: null }],
      [
        "the same, sent slowly",
        {
          chunks: [...truncatedForm]
            .map((b) => Buffer.from([b]))
            .slice(0, 40)
            .concat([truncatedForm.subarray(40)]),
          delayMs: 15,
        },
      ],
      ["a whole image, then no closing boundary", { chunks: [multipart([fieldPart("alt", "x"), filePart(jpeg)], "ABC", false)] }],
      ["the body stops inside the part's headers", { chunks: [Buffer.from(`--ABC${CRLF}Content-Disposition: form-da`)] }],
      ["the body stops right after the first boundary", { chunks: [Buffer.from("--ABC")] }],
      ["an empty body", { chunks: [] }],
      ["no boundary parameter", { contentType: "multipart/form-data", chunks: [multipart([filePart(jpeg)])] }],
      ["an empty boundary", { contentType: "multipart/form-data; boundary=", chunks: [multipart([filePart(jpeg)])] }],
      ["a boundary the body does not use", { contentType: "multipart/form-data; boundary=XYZ", chunks: [multipart([filePart(jpeg)])] }],
      ["a part without Content-Disposition", { chunks: [multipart([{ headers: ["Content-Type: image/jpeg"], content: jpeg }])] }],
      [
        "a part header line without a colon",
        {
          chunks: [
            multipart([
              { headers: ["this is not a header", 'Content-Disposition: form-data; name="file"; filename="a.jpg"'], content: jpeg },
            ]),
          ],
        },
      ],
      [
        "a part header of 200 KB",
        {
          chunks: [
            multipart([{ headers: [`Content-Disposition: form-data; name="file"; filename="${"a".repeat(200_000)}.jpg"`], content: jpeg }]),
          ],
        },
      ],
      [
        "bare LF line ends",
        {
          chunks: [
            Buffer.concat([
              Buffer.from(`--ABC\nContent-Disposition: form-data; name="file"; filename="a.jpg"\n\n`),
              jpeg,
              Buffer.from("\n--ABC--\n"),
            ]),
          ],
        },
      ],
      ["two hundred fields", { chunks: [multipart([...Array.from({ length: 200 }, (_, i) => fieldPart(`f${i}`, "x")), filePart(jpeg)])] }],
      ["two files", { chunks: [multipart([filePart(jpeg), filePart(jpeg, "file", "b.jpg")])] }, /one file at a time/],
      ["the file under another name", { chunks: [multipart([fieldPart("alt", "x"), filePart(jpeg, "image")])] }, /Choose an image file/],
      ["no file, only alt text", { chunks: [multipart([fieldPart("alt", "x")])] }, /Choose an image file/],
      [
        "a file field without a file name (a text field)",
        { chunks: [multipart([fieldPart("file", "not a file")])] },
        /Choose an image file/,
      ],
      ["an empty file", { chunks: [multipart([filePart(Buffer.alloc(0))])] }, /empty/],
      ["alt text over 500 characters", { chunks: [multipart([fieldPart("alt", "x".repeat(2100)), filePart(jpeg)])] }, /at most 500/],
      ["multipart/mixed", { contentType: "multipart/mixed; boundary=ABC", chunks: [multipart([filePart(jpeg)])] }],
      ["no Content-Type", { contentType: "", chunks: [multipart([filePart(jpeg)])] }],
      ["Content-Length 0", { chunks: [], contentLength: 0 }],
      [
        "a body shorter than its Content-Length, then the client leaves",
        { chunks: [truncatedForm], contentLength: truncatedForm.length + 1000, leave: true },
      ],
      [
        "half an image, then the client leaves",
        { chunks: [multipart([filePart(jpeg)]).subarray(0, 400)], contentLength: multipart([filePart(jpeg)]).length, leave: true },
      ],
    ];
    for (const [name, options, message] of cases) {
      const res = await raw(options);
      if (options.leave) {
        expect(res, name).toBe("left");
      } else {
        expect(res, name).not.toBe("left");
        const { status, body } = res as RawAnswer;
        expect(status, `${name}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(status, name).toBeLessThan(500);
        expect(typeof body.message, name).toBe("string");
        if (message) expect(body.message, name).toMatch(message);
      }
      await expectAlive();
    }
    // Nothing was stored, and nothing was left holding a place: as many uploads as the server
    // takes at once all go through.
    expect(await libraryTotal()).toBe(0);
    const all = await Promise.all(
      Array.from({ length: UPLOAD_LIMITS.inFlight }, async (_, i) => api.upload(await smallJpeg(100 + i), `ok-${i}.jpg`, "ok")),
    );
    expect(all.map((r) => r.status)).toEqual(Array.from({ length: UPLOAD_LIMITS.inFlight }, () => 201));
    expect(server.output()).not.toMatch(/"level":50|Unhandled|uncaught/i);
  });

  it("drops an upload whose client stalls mid-body, after the idle limit, and frees its place", async () => {
    const form = multipart([fieldPart("alt", "x"), filePart(await smallJpeg(2))]);
    const started = Date.now();
    const res = await answer({ chunks: [form.subarray(0, 300)], contentLength: form.length });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/stopped arriving/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(UPLOAD_LIMITS.idleSeconds * 1000 - 500);
    await expectAlive();
  }, 40_000);

  it("takes a bounded number of uploads at once: beyond it a 503 with Retry-After, a place freed when a client leaves (finding 6)", async () => {
    const form = multipart([fieldPart("alt", "x"), filePart(await smallJpeg(3))]);
    // Clients that start an upload and keep it open, each holding a place.
    const holders = Array.from({ length: UPLOAD_LIMITS.inFlight }, () => {
      const url = new URL(server.url);
      const req = http.request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/api/cms/media",
        headers: {
          Origin: server.url,
          Cookie: api.cookieHeader,
          "Content-Type": "multipart/form-data; boundary=ABC",
          "Content-Length": String(form.length),
        },
      });
      req.on("error", () => {});
      req.write(form.subarray(0, 200));
      return req;
    });
    await new Promise((r) => setTimeout(r, 500));
    const busy = await api.upload(await smallJpeg(4), "busy.jpg", "busy");
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(busy.body.message).toMatch(/busy/i);
    await expectAlive();
    for (const req of holders) req.destroy();
    // The places are given back as soon as the clients are gone.
    await expect
      .poll(async () => (await api.upload(await smallJpeg(5), "after.jpg", "after")).status, { timeout: 5_000, interval: 200 })
      .toBe(201);
  });

  it("finds the same file before processing it: answered at once while another image is processed, with the library's alt text (findings 6 and 11)", async () => {
    const first = await api.upload(await smallJpeg(6), "harbor.jpg", "Apra Harbor at dusk");
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    const slow = api.upload(await slowJpeg(1), "slow.jpg", "slow");
    let slowDone = false;
    void slow.then(() => (slowDone = true));
    await new Promise((r) => setTimeout(r, 300));
    const again = await api.upload(await smallJpeg(6), "harbor-copy.jpg", "A new description");
    expect(slowDone).toBe(false);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, created: false, alt: "Apra Harbor at dusk", fileName: "harbor.jpg" });
    expect((await slow).status).toBe(201);
  }, 60_000);

  it("processes the same file sent twice at once only once: the second is answered with the first's image", async () => {
    const data = await slowJpeg(4);
    const [one, two] = await Promise.all([api.upload(data, "twice-a.jpg", "First"), api.upload(data, "twice-b.jpg", "Second")]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.body.id).toBe(two.body.id);
    const made = one.status === 201 ? one.body : two.body;
    expect((one.status === 200 ? one.body : two.body).alt).toBe(made.alt);
  }, 60_000);

  it("stops the work of an upload whose client left: queued work never starts, running work stops between variants (finding 6)", async () => {
    const before = await libraryTotal();
    const [a, b] = await Promise.all([slowJpeg(2), slowJpeg(3)]);
    const formOf = (data: Buffer, name: string) => multipart([fieldPart("alt", name), filePart(data, "file", `${name}.jpg`)]);
    // A is being processed; B waits behind it and leaves; then A's client leaves mid-processing.
    const leftA = raw({ chunks: [formOf(a, "left-a")], leave: true, leaveAfterMs: 1_000 });
    await new Promise((r) => setTimeout(r, 400));
    expect(await raw({ chunks: [formOf(b, "left-b")], leave: true, leaveAfterMs: 100 })).toBe("left");
    expect(await leftA).toBe("left");
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/"stage":"waiting"[^\n]*"msg":"upload abandoned"/);
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/"stage":"processing"[^\n]*"msg":"upload abandoned"/);
    expect(await libraryTotal()).toBe(before);
    // The server is idle again: a small upload is answered promptly.
    const started = Date.now();
    expect((await api.upload(await smallJpeg(7), "next.jpg", "next")).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 90_000);

  it("refuses sizes the variant formats cannot hold, from the header, with the limit named (finding 2)", async () => {
    const tall = await sharp({ create: { width: 100, height: 17000, channels: 3, background: "#777777" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: Array<[string, Buffer, RegExp]> = [
      ["100 x 17000", tall, /100 by 17000 pixels \(at most 16,383 pixels on a side\)/],
      ["1 x 49,000,000", pngHeaderOnly(1, 49_000_000), /1 by 49000000 pixels \(at most 16,383 pixels on a side\)/],
      ["49,000,000 x 1", pngHeaderOnly(49_000_000, 1), /49000000 by 1 pixels \(at most 16,383 pixels on a side\)/],
      ["60 x 4000 (a side 66 times the other)", pngHeaderOnly(60, 4000), /60 by 4000 pixels \(one side at most 50 times the other\)/],
    ];
    for (const [name, data, message] of cases) {
      const started = Date.now();
      const res = await api.upload(data, "tall.png", "x", "image/png");
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
      expect(Date.now() - started, name).toBeLessThan(3_000);
    }
    // Within the limits: a long banner and a tall strip are accepted, every variant within its format's size.
    const banner = await sharp({ create: { width: 16000, height: 320, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
    const strip = await sharp({ create: { width: 328, height: 16383, channels: 3, background: "#aa6633" } })
      .png()
      .toBuffer();
    for (const data of [banner, strip]) {
      const res = await api.upload(data, "long.png", "long", "image/png");
      expect(res.status, res.text).toBe(201);
      const media = res.body as MediaDTO;
      expect(media.variants.length).toBeGreaterThan(0);
      for (const v of media.variants) expect(Math.max(v.width, v.height)).toBeLessThanOrEqual(16383);
    }
  }, 60_000);

  it("refuses a damaged or incomplete image as such, a header that lies about its size included (finding 7)", async () => {
    const small = await smallJpeg(8, 16, 16);
    const liar = Buffer.from(small);
    for (let i = 0; i < liar.length - 9; i += 1) {
      if (liar[i] === 0xff && liar[i + 1] === 0xc0) {
        liar.writeUInt16BE(7000, i + 5);
        liar.writeUInt16BE(7000, i + 7);
        break;
      }
    }
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const cases: Array<[string, Buffer]> = [
      ["a JPEG header claiming 7000 x 7000 in a few hundred bytes", liar],
      ["a truncated JPEG", photo.subarray(0, Math.floor(photo.length * 0.6))],
      ["a truncated JPEG cut right after its header", photo.subarray(0, 700)],
      ["a truncated PNG", png.subarray(0, Math.floor(png.length * 0.5))],
    ];
    const before = await libraryTotal();
    for (const [name, data] of cases) {
      const res = await api.upload(data, "damaged.jpg", "x");
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe("The image could not be read: the file is damaged or incomplete");
    }
    expect(await libraryTotal()).toBe(before);
    // Data after a whole image is still refused for what it is.
    const polyglot = await api.upload(Buffer.concat([photo, Buffer.from("<script>alert(1)</script>")]), "p.jpg", "x");
    expect(polyglot.body.message).toBe("The file has data after the end of the image and was refused");
  });

  it("takes a file of exactly 15 MiB and refuses one byte more, as the admin screen does (finding 8)", async () => {
    expect(MEDIA_MAX_BYTES).toBe(15 * 1024 * 1024);
    const jpeg = await smallJpeg(9);
    // Zero bytes after the image's end are padding some encoders write, not content.
    const exact = Buffer.concat([jpeg, Buffer.alloc(MEDIA_MAX_BYTES - jpeg.length)]);
    const res = await api.upload(exact, "exact.jpg", "Exactly 15 MiB");
    expect(res.status, res.text).toBe(201);
    expect((res.body as MediaDTO).bytes).toBe(MEDIA_MAX_BYTES);
    const over = await api.upload(Buffer.concat([exact, Buffer.alloc(1)]), "over.jpg", "One byte more");
    expect(over.status).toBe(413);
    expect(over.body.message).toBe("The file is too large (at most 15 MB)");
  }, 60_000);

  it("refuses a NUL character in the multipart alt text as the JSON API does, and stores nothing (finding 3)", async () => {
    const before = await libraryTotal();
    const res = await api.upload(await smallJpeg(10), "nul.jpg", "Harbor\u0000at dusk");
    expect(res.status).toBe(400);
    const created = (await api.upload(await smallJpeg(11), "ok.jpg", "ok")).body as MediaDTO;
    const json = await api.put(`/api/cms/media/${created.id}`, { alt: "Harbor\u0000at dusk" });
    expect(json.status).toBe(400);
    expect(res.body.message).toBe(json.body.message);
    expect(res.body.message).toBe("Alt text must not contain a NUL character");
    expect(await libraryTotal()).toBe(before + 1);
  });
});
