import { Writable } from "node:stream";
import pino, { type Logger } from "pino";
import type { Config } from "./config";

/**
 * pino, writing JSON lines (for log collectors and `journalctl -o cat`) or, when the output is a
 * terminal, one readable line per entry. LOG_FORMAT=json or pretty overrides the choice.
 */
export function createLogger(config: Pick<Config, "logLevel" | "logFormat">, output: NodeJS.WriteStream = process.stdout): Logger {
  const pretty = config.logFormat === "pretty" || (config.logFormat === "auto" && output.isTTY === true);
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", "password", "newPassword", "*.password"], censor: "[redacted]" },
  };
  return pretty ? pino(options, prettyStream(output, output.isTTY === true)) : pino(options, output);
}

const LEVELS: Record<number, [string, string]> = {
  10: ["TRACE", "90"],
  20: ["DEBUG", "36"],
  30: ["INFO ", "32"],
  40: ["WARN ", "33"],
  50: ["ERROR", "31"],
  60: ["FATAL", "35"],
};
const HIDDEN = new Set(["level", "time", "pid", "hostname", "msg"]);

/** A stream that turns pino's JSON lines into `12:00:01 INFO  request GET / 200 4ms`. */
function prettyStream(output: NodeJS.WritableStream, color: boolean): Writable {
  const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line) continue;
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          output.write(`${line}\n`);
          continue;
        }
        const [label, code] = LEVELS[Number(entry.level)] ?? ["LOG  ", "0"];
        const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
        const rest = Object.entries(entry)
          .filter(([key]) => !HIDDEN.has(key))
          .map(([key, value]) => formatField(key, value))
          .join(" ");
        output.write(`${paint("90", time)} ${paint(code, label)} ${String(entry.msg ?? "")}${rest ? ` ${rest}` : ""}\n`);
      }
      done();
    },
  });
}

function formatField(key: string, value: unknown): string {
  if (key === "err" && value && typeof value === "object" && "stack" in value) return `\n${String((value as { stack: unknown }).stack)}`;
  if (key === "method" || key === "path" || key === "status") return String(value);
  if (key === "ms") return `${String(value)}ms`;
  return `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`;
}
