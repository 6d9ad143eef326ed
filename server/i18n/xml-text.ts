/**
 * Text written into XML (the XLIFF and TBX downloads): escaped, and without the characters XML 1.0
 * cannot hold. Every text these files carry goes through here; none is concatenated as it is.
 */

// Characters XML 1.0 cannot hold: written as XLIFF's <cp/> in XLIFF text, dropped elsewhere.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** XLIFF 2.0 element text: a character XML cannot hold becomes `<cp hex="..."/>`, as XLIFF provides. */
export const xmlText = (text: string) =>
  escape(text).replace(NOT_XML, (char) => `<cp hex="${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}"/>`);

/** Element text of any other XML (TBX): a character XML cannot hold is left out. */
export const plainXmlText = (text: string) => escape(text).replace(NOT_XML, "");

/** An attribute's value, for double quotes; white space kept as character references. */
export const xmlAttr = (text: string) =>
  escape(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;").replace(NOT_XML, "");
