/**
 * Word counts as the translation trade counts them (docs/product.md, "Word counts"): the words of
 * a text are what `Intl.Segmenter` (word granularity) marks word-like, so "don't" is one word,
 * "1,234.50" one, "e-mail" two; Chinese and Japanese are counted by character, as CAT tools count
 * them: each ideograph and each kana (with the marks that lengthen or repeat them) is one word.
 * Korean is written with spaces and counted by word. HTML is counted on its text: tags and
 * attributes are not words, and block elements and line breaks part words. Browser-safe: the server
 * counts the pages with it and the screens count a selection with it (docs/decisions/035-word-counts-and-tmx.md).
 */

const segmenter = new Intl.Segmenter("en", { granularity: "word" });

/** Ideographs, kana, and the Japanese marks that go with them (々 〆 ー ゝ ヽ). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u3006\u30fc\u309d\u309e\u30fd\u30fe]/gu;

/**
 * A text in pieces of at most PIECE characters, cut after white space or CJK punctuation (or, in a
 * run of neither that long, anywhere but inside a surrogate pair): V8's segmenter costs time in
 * proportion to the whole text at each segment, so a 1 MB text in one piece takes minutes
 * (docs/decisions/035-word-counts-and-tmx.md).
 */
const PIECE = 1024;
const CUT = /[\s\u3000-\u3002\uff01\uff0c\uff0e\uff1f]/;

function* pieces(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > PIECE) {
    let end = start + PIECE;
    while (end > start + PIECE / 2 && !CUT.test(text[end - 1]!)) end -= 1;
    if (end === start + PIECE / 2) end = start + PIECE;
    if (/[\ud800-\udbff]/.test(text[end - 1]!)) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}

/** The words of a plain text. */
export function countWords(text: string): number {
  let words = 0;
  for (const piece of pieces(text)) words += countPiece(piece);
  return words;
}

function countPiece(text: string): number {
  let words = 0;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const characters = segment.match(CJK)?.length ?? 0;
    if (characters === 0) words += 1;
    else {
      words += characters;
      // Latin letters or digits run together with them ("Ｗi-Fiルーター" is rare, but counts too).
      if (/[\p{L}\p{N}]/u.test(segment.replace(CJK, ""))) words += 1;
    }
  }
  return words;
}

/** Elements that part the words on each side of them. */
const PARTING =
  /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|picture|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of HTML, as the words are counted: tags, comments and scripts left out, entities read. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) => (PARTING.test(name) ? " " : ""))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] === "#") {
        const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[body.toLowerCase()] ?? entity;
    });
}

/** The words of HTML's text. */
export const countHtmlWords = (html: string): number => countWords(htmlText(html));
