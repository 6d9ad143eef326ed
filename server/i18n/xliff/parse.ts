import { SaxesParser, type SaxesTagNS } from "saxes";
import { XLIFF_MAX_BYTES } from "../../../app/lib/limits";
import { AppError, invalidInput } from "../../errors";

/**
 * Reading an uploaded XLIFF file as XML, safely (docs/decisions/016-xliff.md): the bytes must be
 * UTF-8 or UTF-16 text; a DOCTYPE is refused the moment the parser meets it, before anything in it
 * is used, so no entity is declared, expanded (billion laughs) or fetched (XXE); and the work one
 * file can cause is bounded: its size, its number of elements, how deep they nest, and the time
 * the parse may take. The parser (saxes) is fed in slices so a large file never blocks the server
 * for long. Every refusal is a sentence of our own; no parser message reaches the client.
 */

export interface XmlElement {
  /** The local name ("unit"). */
  name: string;
  /** The namespace URI ("" for none). */
  uri: string;
  /** Attributes without a namespace by local name; others as "{uri}local" ("xml:space" for the XML namespace). */
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

export const XML_LIMITS = {
  maxBytes: XLIFF_MAX_BYTES,
  /** Elements in one file: a 10 MB XLIFF of real pages holds far fewer. */
  maxElements: 250_000,
  /** XLIFF's own nesting is under ten levels; inline codes follow the HTML, at most 64 deep. */
  maxDepth: 100,
  /** Reading a 10 MB file takes well under a second (docs/decisions/016-xliff.md). */
  maxMillis: 10_000,
};

const SLICE = 64 * 1024;
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** A value from the file as a message quotes it: at most 60 characters, so a refusal never echoes a file. */
export const quoted = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

export const tooLargeFile = () =>
  new AppError(
    "too_large",
    `The file is larger than ${XLIFF_MAX_BYTES / (1024 * 1024)} MB, the most an import reads: download and import fewer pages at a time`,
  );

/** The file's text: UTF-8 (with or without its byte order mark) or UTF-16 with one. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes.length > XML_LIMITS.maxBytes) throw tooLargeFile();
  let encoding = "utf-8";
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ["utf-16le", 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ["utf-16be", 2];
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
  } catch {
    throw invalidInput("The file is not UTF-8 text: save it from your CAT tool as UTF-8 XLIFF");
  }
  const declared = /^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(text)?.[1]?.toLowerCase();
  if (declared && !/^utf-?(8|16)$/.test(declared)) {
    throw invalidInput(`The file says it is encoded in ${quoted(declared)}: save it from your CAT tool as UTF-8 XLIFF`);
  }
  return text;
}

class Refusal extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

/**
 * The document's root element, read under XML_LIMITS; refusals are 400 (413 for size and work).
 * `allowDoctype`: a DOCTYPE that may stand (TMX files name their DTD, which is never read); any
 * other is refused, and so is every DOCTYPE with an internal subset.
 */
export async function parseXml(
  text: string,
  limits = XML_LIMITS,
  { allowDoctype, kind = "XLIFF" }: { allowDoctype?: RegExp; kind?: string } = {},
): Promise<XmlElement> {
  if (text.trim() === "") throw invalidInput(`The file is empty: send the ${kind} file your CAT tool saved`);
  const parser = new SaxesParser({ xmlns: true, position: true, defaultXMLVersion: "1.0", forceXMLVersion: true });
  const deadline = Date.now() + limits.maxMillis;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let elements = 0;
  const refuse = (error: AppError): never => {
    throw new Refusal(error);
  };

  parser.on("doctype", (doctype) => {
    if (allowDoctype?.test(doctype.trim())) return;
    refuse(
      invalidInput(
        /<!ENTITY/i.test(doctype)
          ? `The file declares entities (<!ENTITY> in a DOCTYPE): refused, because entities can read files on the server or grow without end; ${kind} files need none`
          : `The file has a DOCTYPE: refused, because a DOCTYPE can declare entities that read files on the server or grow without end; ${kind} files need none`,
      ),
    );
  });
  parser.on("error", () => {
    refuse(
      invalidInput(
        `The file is not well-formed XML (line ${parser.line}, column ${parser.column + 1}): check that it was saved whole from your CAT tool`,
      ),
    );
  });
  parser.on("opentag", (tag) => {
    elements += 1;
    if (elements > limits.maxElements)
      refuse(
        new AppError("too_large", `The file has more than ${limits.maxElements} XML elements: download and import fewer pages at a time`),
      );
    if (stack.length >= limits.maxDepth)
      refuse(
        invalidInput(`The file nests XML elements more than ${limits.maxDepth} levels deep: it is not an ${kind} file this site reads`),
      );
    const element: XmlElement = { name: tag.local, uri: tag.uri, attrs: attributesOf(tag), children: [] };
    if (stack.length === 0) root = element;
    else stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  const addText = (text: string) => {
    const parent = stack[stack.length - 1];
    if (!parent) return;
    const last = parent.children.length - 1;
    if (typeof parent.children[last] === "string") parent.children[last] += text;
    else parent.children.push(text);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);

  try {
    for (let at = 0; at < text.length; at += SLICE) {
      parser.write(text.slice(at, at + SLICE));
      if (Date.now() > deadline)
        refuse(new AppError("too_large", "The file took too long to read: download and import fewer pages at a time"));
      // Let other requests run between slices.
      await new Promise((resolve) => setImmediate(resolve));
    }
    parser.close();
  } catch (err) {
    if (err instanceof Refusal) throw err.refusal;
    throw err;
  }
  if (!root) throw invalidInput(`The file is empty: send the ${kind} file your CAT tool saved`);
  return root;
}

function attributesOf(tag: SaxesTagNS): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const attribute of Object.values(tag.attributes)) {
    if (attribute.uri === "") attrs[attribute.local] = attribute.value;
    else if (attribute.uri === XML_NS) attrs[`xml:${attribute.local}`] = attribute.value;
    else if (attribute.uri !== XMLNS_NS) attrs[`{${attribute.uri}}${attribute.local}`] = attribute.value;
  }
  return attrs;
}

/** The element children of an element, optionally only those with this local name and namespace. */
export function childElements(element: XmlElement, name?: string, uri?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      typeof child !== "string" && (name === undefined || (child.name === name && (uri === undefined || child.uri === uri))),
  );
}
