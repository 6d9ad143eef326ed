/**
 * What search engines are told and shown (docs/product.md, "Search engines" and "What search
 * engines show"): the verification code read from a code or a whole pasted tag, the indexing
 * switch, and text width with Chinese, Japanese and Korean characters counted as two.
 */
import { describe, expect, it } from "vitest";
import { indexable, verificationCode } from "../../app/domain/search-engines";
import { displayWidth } from "../../app/lib/text-width";

describe("search engines", () => {
  it("reads a verification code, or the content of a whole tag, and refuses anything else", () => {
    expect(verificationCode("Xy12-ab_CD")).toBe("Xy12-ab_CD");
    expect(verificationCode('  <meta name="google-site-verification" content="Xy12-ab_CD" />  ')).toBe("Xy12-ab_CD");
    expect(verificationCode("<meta name='msvalidate.01' content='0123ABCD'>")).toBe("0123ABCD");
    expect(verificationCode("")).toBeNull();
    expect(verificationCode(undefined)).toBeNull();
    expect(verificationCode('abc" onload="x')).toBeNull();
    expect(verificationCode("two words")).toBeNull();
  });

  it("lists the site unless the settings turn it off", () => {
    expect(indexable({ search_indexing: "on" })).toBe(true);
    expect(indexable({})).toBe(true);
    expect(indexable({ search_indexing: "off" })).toBe(false);
  });

  it("counts wide characters as two", () => {
    expect(displayWidth("Medical translation")).toBe(19);
    expect(displayWidth("医療翻訳")).toBe(8);
    expect(displayWidth("의료 번역")).toBe(9);
    expect(displayWidth("翻訳 in Guam")).toBe(12);
  });
});
