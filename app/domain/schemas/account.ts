/**
 * Your account: password, sessions and the second factor (browser-safe, zod only), shared by the
 * server and the Account screen (docs/product.md, "Account").
 */
import { z } from "zod";
import type { PersonDTO } from "./people";
import { currentPasswordSchema, emailSchema, newPasswordSchema, recoveryCodeSchema, totpCodeSchema } from "./auth";

export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Proof that the person at the keyboard is the account's: its password again (ASVS 7.5.1, 7.5.2). */
export const passwordConfirmSchema = z.object({ password: currentPasswordSchema });

/** A new e-mail address, with the password of the person asking (theirs, or an administrator's own). */
export const emailChangeSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** The token of the link that confirms a new address. */
export const emailConfirmSchema = z.object({
  token: z.string({ error: "Token is required" }).trim().min(1, "Token is required").max(200, "Token is not valid"),
});

/** An address change waiting for its link to be opened. */
export interface PendingEmailDTO {
  email: string;
  expiresAt: string;
}

export const totpConfirmSchema = z.object({ code: totpCodeSchema });

/** Turning the second factor off: the password and a code of the app, or one of the recovery codes. */
export const totpDisableSchema = z.object({
  password: currentPasswordSchema,
  code: z.union([totpCodeSchema, recoveryCodeSchema], {
    error: "Code must be the 6 digits your authenticator app shows, or a recovery code",
  }),
});

export interface AccountDTO extends PersonDTO {
  /**
   * `recoveryCodesMissing`: the second factor is on but the account has no recovery codes at all,
   * used or not, as after a restore (an export does not carry them; server/backup/format.ts).
   */
  totp: { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; recoveryCodesMissing: boolean };
  /** A new address waiting for its link to be opened. */
  pendingEmail: PendingEmailDTO | null;
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
