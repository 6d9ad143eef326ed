import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";

/** A stand-in for stdout that records what is written, as a terminal or as a pipe. */
function output(isTTY: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  }) as unknown as NodeJS.WriteStream & { lines: string[] };
  Object.assign(stream, { isTTY, lines });
  return stream;
}

describe("logs", () => {
  it("are one JSON object a line when the output is not a terminal", () => {
    const out = output(false);
    createLogger({ logLevel: "info", logFormat: "auto" }, out).info({ method: "GET", path: "/", status: 200, ms: 3 }, "request");
    const entry = JSON.parse(out.lines.join("")) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: "request", method: "GET", path: "/", status: 200, ms: 3 });
  });

  it("are readable lines on a terminal", () => {
    const out = output(true);
    const logger = createLogger({ logLevel: "info", logFormat: "auto" }, out);
    logger.info({ method: "GET", path: "/languages", status: 200, ms: 4 }, "request");
    logger.warn({ port: 3000 }, "something to look at");
    // Colours are escape sequences: ESC [ n m.
    const text = out.lines.join("").replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, "g"), "");
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}request GET \/languages 200 4ms\n/);
    expect(text).toMatch(/\n\d\d:\d\d:\d\d WARN {2}something to look at port=3000\n$/);
    expect(text).not.toContain("{");
  });

  it("follow LOG_FORMAT over the guess", () => {
    const pipe = output(false);
    createLogger({ logLevel: "info", logFormat: "pretty" }, pipe).info("hello");
    expect(pipe.lines.join("")).toMatch(/^\d\d:\d\d:\d\d INFO {2}hello\n$/);
    const tty = output(true);
    createLogger({ logLevel: "info", logFormat: "json" }, tty).info("hello");
    expect(JSON.parse(tty.lines.join(""))).toMatchObject({ msg: "hello" });
  });

  it("never print a password", () => {
    const out = output(false);
    createLogger({ logLevel: "info", logFormat: "json" }, out).info({ password: "hunter2", newPassword: "x" }, "attempt");
    expect(out.lines.join("")).not.toContain("hunter2");
  });
});
