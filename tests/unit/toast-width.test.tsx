import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastProvider, ToastViewport } from "~/components/ui/toast";

describe("the notification area", () => {
  it("is at most 420 px wide at every screen width, not only from a breakpoint up", () => {
    const html = renderToStaticMarkup(
      <ToastProvider>
        <ToastViewport />
      </ToastProvider>,
    );
    const classes = /<ol[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(/\s+/) ?? [];
    expect(classes).toContain("w-full");
    const maxWidths = classes.filter((c) => /(^|:)max-w-/.test(c));
    expect(maxWidths).toEqual(["max-w-[420px]"]);
  });
});
