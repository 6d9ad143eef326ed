import { describe, expect, it } from "vitest";
import { preferredLanguage } from "../../server/stats/preferred-language";

describe("preferredLanguage", () => {
  it.each([
    ["ja", "ja"],
    ["ja-JP", "ja"],
    ["ko-KR", "ko"],
    ["zh", "zh-Hans"],
    ["zh-CN", "zh-Hans"],
    ["zh-SG", "zh-Hans"],
    ["zh-Hans-CN", "zh-Hans"],
    ["zh-TW", "zh-Hant"],
    ["zh-HK", "zh-Hant"],
    ["zh-Hant", "zh-Hant"],
    ["zh_TW", "zh-Hant"],
    ["ch", "ch"],
    ["ch-GU", "ch"],
    ["fil-PH", "fil"],
    ["tl", "fil"],
    ["en-US", "en"],
    ["EN-gb", "en"],
    ["fr-FR", "other"],
    ["", "other"],
    ["<script>", "other"],
    ["j", "other"],
  ])("reads %j as %j", (tag, expected) => {
    expect(preferredLanguage(tag)).toBe(expected);
  });
});
