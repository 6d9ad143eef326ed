import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("password forms", () => {
  // A form without a method submits as GET: clicked before the page's script runs, it would put
  // the password into the address bar, the history and the server's log.
  it.each(["app/routes/cms/login.tsx", "app/routes/cms/reset-password.tsx"])("%s posts, never gets", (file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    const forms = source.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toContain('method="post"');
  });
});
