/**
 * How wide a text shows in a search result, in the units search engines' length guidance counts:
 * one per character, two per wide character (Chinese, Japanese and Korean scripts, full-width
 * forms), as their snippets cut wide text at about half the characters.
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}
