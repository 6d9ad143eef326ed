/**
 * Your account (docs/product.md, "Account"): its query keys, reads and changes.
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type {
  AccountDTO,
  EmailChangeInput,
  PasswordChangeInput,
  PendingEmailDTO,
  RecoveryCodesDTO,
  SessionInfoDTO,
  TotpSetupDTO,
} from "~/domain/schemas/account";

export const accountKeys = {
  account: ["/api/cms/account"] as const,
  sessions: ["/api/cms/account/sessions"] as const,
};

export const useAccount = () => useQuery<AccountDTO>({ queryKey: accountKeys.account });
export const useSessions = () => useQuery<SessionInfoDTO[]>({ queryKey: accountKeys.sessions });

export const changePassword = (input: PasswordChangeInput) => apiJson<{ success: true }>("PUT", "/api/cms/account/password", input);
export const endSession = (id: string, password?: string) =>
  apiJson<{ success: true; current: boolean }>(
    "DELETE",
    `/api/cms/account/sessions/${encodeURIComponent(id)}`,
    password === undefined ? undefined : { password },
  );
export const signOutOthers = (password: string) =>
  apiJson<{ ended: number }>("POST", "/api/cms/account/sessions/sign-out-others", { password });
export const beginTotp = (password: string) => apiJson<TotpSetupDTO>("POST", "/api/cms/account/totp", { password });
export const confirmTotp = (code: string) => apiJson<RecoveryCodesDTO>("POST", "/api/cms/account/totp/confirm", { code });
export const disableTotp = (password: string, code: string) =>
  apiJson<{ success: true }>("DELETE", "/api/cms/account/totp", { password, code });
export const renewRecoveryCodes = (password: string) =>
  apiJson<RecoveryCodesDTO>("POST", "/api/cms/account/totp/recovery-codes", { password });
export const requestEmailChange = (input: EmailChangeInput) => apiJson<PendingEmailDTO>("POST", "/api/cms/account/email", input);
/** The link mailed to the new address; no session needed. */
export const confirmEmailChange = (token: string) =>
  apiJson<{ success: true; email: string }>("POST", "/api/cms/email-change/confirm", { token });
