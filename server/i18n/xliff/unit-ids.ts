/**
 * XLIFF unit ids (docs/product.md, "XLIFF for translators"): written by units.ts, read back by service.ts.
 *
 * Unit ids name the English page and the place of the words, so that a file from any tool finds
 * its way back whatever its `<file>` structure: `p12.title`, `p12.description`, `p12.s.{key}`,
 * then `.label`, `.alt`, `.attr{n}`, `.{item}.{field}`, `.{item}.{field}.label`,
 * `.{item}.{field}.{line}` (items and lines from 0). A section key is written as is when it is
 * letters, digits, `_` and `-`; any other character as `:` and the hex of each of its UTF-8 bytes.
 */
import { DESCRIPTION_KEY, TITLE_KEY } from "../../../app/lib/fields/translation";
import type { Part } from "./part";

export function encodeKey(key: string): string {
  return [...key]
    .map((char) =>
      /^[A-Za-z0-9_-]$/.test(char)
        ? char
        : [...new TextEncoder().encode(char)].map((byte) => `:${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
    )
    .join("");
}

export function decodeKey(encoded: string): string | null {
  try {
    return encoded.replace(/(?::[0-9A-F]{2})+/g, (run) =>
      new TextDecoder("utf-8", { fatal: true }).decode(
        new Uint8Array(
          run
            .slice(1)
            .split(":")
            .map((hex) => parseInt(hex, 16)),
        ),
      ),
    );
  } catch {
    return null;
  }
}

export function unitId(pageId: number, part: Part, sub: string): string {
  if (part.kind === "title") return `p${pageId}.title`;
  if (part.kind === "description") return `p${pageId}.description`;
  return `p${pageId}.s.${encodeKey(part.key)}${sub === "" ? "" : `.${sub}`}`;
}

/** A unit id as its page, part key and place; null when it is not one of ours at all. */
export function parseUnitId(id: string): { pageId: number; key: string; sub: string } | null {
  // A key is at most 100 characters of up to 4 bytes, each byte 3 characters here.
  if (id.length > 1500) return null;
  const match = /^p([1-9]\d{0,9})\.(?:(title|description)|s\.([A-Za-z0-9_:-]+)(?:\.([A-Za-z0-9_.-]+))?)$/.exec(id);
  if (!match) return null;
  const pageId = Number(match[1]);
  if (match[2]) return { pageId, key: match[2] === "title" ? TITLE_KEY : DESCRIPTION_KEY, sub: "" };
  const key = decodeKey(match[3]!);
  // Only the one way this site writes a key: "p3.s.:ZZ" or "p3.s.:61" name nothing.
  return key === null || encodeKey(key) !== match[3] ? null : { pageId, key, sub: match[4] ?? "" };
}
