import { describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE, fitsUploadLimit } from "~/domain/media-upload";

describe("the one upload size limit, shared by the admin screens and the server", () => {
  it("takes a file of exactly 15 MiB and refuses one byte more", () => {
    expect(MEDIA_MAX_BYTES).toBe(15 * 1024 * 1024);
    expect(fitsUploadLimit(0)).toBe(true);
    expect(fitsUploadLimit(MEDIA_MAX_BYTES - 1)).toBe(true);
    expect(fitsUploadLimit(MEDIA_MAX_BYTES)).toBe(true);
    expect(fitsUploadLimit(MEDIA_MAX_BYTES + 1)).toBe(false);
    expect(MEDIA_TOO_LARGE_MESSAGE).toBe("The file is too large (at most 15 MB)");
  });
});
