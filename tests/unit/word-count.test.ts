import { describe, expect, it } from "vitest";
import { countHtmlWords, countWords, htmlText } from "../../app/domain/word-count";

describe("word counts", () => {
  it("counts English words, with punctuation, numbers and contractions", () => {
    // Don't | pay | 1,234.50 | for | e | mail | in | 2024
    expect(countWords("Don't pay $1,234.50 for e-mail in 2024.")).toBe(8);
    expect(countWords("Hello, world!  It's 9:30 a.m. — we're open.")).toBe(8);
    expect(countWords("   ")).toBe(0);
    expect(countWords("— … !?")).toBe(0);
  });

  it("counts HTML on its text, not its tags", () => {
    expect(countHtmlWords('<p>Certified <strong>legal</strong> translation</p><p>Fast</p><img src="a.png" alt="Two words">')).toBe(4);
    // Blocks part words even without space between them; inline elements do not.
    expect(countHtmlWords("<p>One</p><p>Two</p>")).toBe(2);
    expect(countHtmlWords("<p><b>Gu</b>am</p>")).toBe(1);
    expect(countHtmlWords("<p>Fish &amp; chips&nbsp;today</p><!-- not words -->")).toBe(3);
    expect(htmlText("<p>a<br>b</p>")).toBe(" a b ");
  });

  it("counts Japanese by character", () => {
    // 東京タワーは日本の電波塔です: 14 characters, the long vowel mark included.
    expect(countWords("東京タワーは日本の電波塔です。")).toBe(14);
    expect(countWords("人々")).toBe(2);
  });

  it("counts Chinese by character", () => {
    expect(countWords("我们提供翻译服务。")).toBe(8);
    expect(countWords("我們提供翻譯服務")).toBe(8);
  });

  it("counts Korean by word", () => {
    expect(countWords("한국어 번역 서비스")).toBe(3);
  });

  it("counts mixed text", () => {
    // Guam (1) + グアム (3) + 翻訳 (2) + 2 (1) + 人 (1)
    expect(countWords("Guam グアム 翻訳 2 人")).toBe(8);
    expect(countHtmlWords('<p>Welcome / <span lang="ja">ようこそ</span></p>')).toBe(5);
  });

  it("counts a long text (a section's 200 KB) in pieces, quickly, without cutting a word", () => {
    const sentence = "Our translators work from English into more than one hundred languages, Chamorro first. ";
    const japanese = "東京タワーは日本の電波塔です。";
    const long = `${sentence.repeat(1500)}${japanese.repeat(2000)}`;
    const started = performance.now();
    expect(countWords(long)).toBe(13 * 1500 + 14 * 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    // A word across the place a piece would end is still one word.
    expect(countWords(`${"x ".repeat(511)}abcdefgh ijkl`)).toBe(513);
  });
});
