import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type * as ReactQuery from "@tanstack/react-query";
import type * as ReactRouter from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ResetResponseDTO } from "~/domain/schemas/auth";

// The screen's mutation options are captured so its success and failure paths can be run
// without a browser; navigation and toasts are recorded.
const recorded = vi.hoisted(() => ({
  options: null as null | { onSuccess?: (result: ResetResponseDTO) => void },
  navigate: [] as unknown[][],
  toasts: [] as unknown[],
}));

vi.mock("@tanstack/react-query", async (original) => ({
  ...(await original<typeof ReactQuery>()),
  useMutation: (options: typeof recorded.options) => {
    recorded.options = options;
    return { mutate: () => undefined, isPending: false, isError: false, isSuccess: false, error: null };
  },
}));
vi.mock("react-router", async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useNavigate:
    () =>
    (...args: unknown[]) =>
      void recorded.navigate.push(args),
}));
vi.mock("~/components/ui/use-toast", () => ({ toast: (input: unknown) => void recorded.toasts.push(input) }));

const { default: CmsResetPasswordConfirm } = await import("~/routes/cms/reset-password-confirm");

function renderScreen() {
  renderToStaticMarkup(
    <MemoryRouter initialEntries={["/cms/reset-password/confirm?token=abc"]}>
      <CmsResetPasswordConfirm />
    </MemoryRouter>,
  );
  if (!recorded.options?.onSuccess) throw new Error("the screen did not set up its mutation");
  return recorded.options.onSuccess;
}

beforeEach(() => {
  recorded.options = null;
  recorded.navigate = [];
  recorded.toasts = [];
});

describe("confirming a password reset", () => {
  it("leads to the login, whose inline notice is the only word about it (no toast too)", () => {
    renderScreen()({ success: true, message: "Your new password is active. Please log in with it." });
    expect(recorded.navigate).toEqual([["/cms/login?reset=done", { replace: true }]]);
    expect(recorded.toasts).toEqual([]);
  });

  it("still says so in a toast when the server answers without success", () => {
    renderScreen()({ success: false, message: "" });
    expect(recorded.navigate).toEqual([]);
    expect(recorded.toasts).toEqual([{ variant: "destructive", title: "Failed to reset password. Please try again." }]);
  });
});
