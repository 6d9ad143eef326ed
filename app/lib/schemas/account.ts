/**
 * Your account: password, sessions and the second factor (browser-safe, zod only), shared by the
 * server and the Account screen (docs/product.md, "Account").
 */
import { z } from "zod";
import type { Role } from "../people/roles";
import { currentPasswordSchema, newPasswordSchema, recoveryCodeSchema, totpCodeSchema } from "./auth";

export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Proof that the person at the keyboard is the account's: its password again (ASVS 7.5.1, 7.5.2). */
export const passwordConfirmSchema = z.object({ password: currentPasswordSchema });

export const totpConfirmSchema = z.object({ code: totpCodeSchema });

/** Turning the second factor off: the password and a code of the app, or one of the recovery codes. */
export const totpDisableSchema = z.object({
  password: currentPasswordSchema,
  code: z.union([totpCodeSchema, recoveryCodeSchema], { error: "Code must be the 6 digits your authenticator app shows, or a recovery code" }),
});

export interface AccountDTO {
  id: number;
  username: string;
  email: string;
  role: Role;
  languages: string[];
  canPublish: boolean;
  totp: { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
  /** What must be done before anything else (docs/product.md, "Account"). */
  setup: "password" | "second-factor" | null;
  /** Whether administrators require a second factor of everyone. */
  secondFactorRequired: boolean;
  lastSignInAt: string | null;
}

export interface SessionInfoDTO {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  /** "Chrome on Windows", from the browser's User-Agent. */
  device: string;
}

export interface TotpSetupDTO {
  /** Base32, as an authenticator app's "enter a setup key" takes it. */
  secret: string;
  otpauthUri: string;
}

export interface RecoveryCodesDTO {
  recoveryCodes: string[];
}
