/**
 * Sign-in, session and password reset payloads and answers (browser-safe, zod only), shared by the
 * server and the admin screens.
 */
import { z } from "zod";
import { LIMITS } from "../../lib/limits";

const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`);

export const usernameField = usernameSchema;

/** A password being checked (not set): any non-empty text up to the limit, exactly as typed. */
export const currentPasswordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

/** A code of the authenticator app: six digits (spaces, as apps show "123 456", are allowed). */
export const totpCodeSchema = z
  .string({ error: "Code is required" })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Code is required")
      .regex(/^\d{6}$/, "Code must be the 6 digits your authenticator app shows"),
  );

/** A recovery code: 24 letters and digits, in groups (dashes and spaces are ignored, any case). */
export const recoveryCodeSchema = z
  .string({ error: "Recovery code is required" })
  .max(100, "Recovery code is not valid")
  .transform((code) => code.toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Recovery code is required")
      .regex(/^[a-z2-7]{24}$/, "Recovery code must be one of the codes you saved, such as abcd23-efgh45-ijkl67-mnop23"),
  );

export const loginSchema = z.object({
  username: usernameSchema,
  password: currentPasswordSchema,
  /** The second step of a sign-in with a second factor: the app's code, or else a recovery code. */
  totpCode: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const newPasswordSchema = z
  .string({ error: "New password is required" })
  .min(1, "New password is required")
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long`);

/**
 * The one rule for an account's e-mail address, wherever one is typed or stored (the reset form,
 * an invitation, an address change, the shell, ADMIN_EMAIL): the browser's own rule for an e-mail
 * field (HTML's), which takes a name without dots after the @ such as `admin@localhost`, the first
 * administrator's address when ADMIN_EMAIL is not set.
 */
export const emailAddress = (message = "Email must be a valid e-mail address") =>
  z.email({ pattern: z.regexes.html5Email, error: message });

/** The first administrator's address when ADMIN_EMAIL is not set: no mail reaches it (start-up and the Account screen say so). */
export const FIRST_ADMIN_EMAIL = "admin@localhost";

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(emailAddress());

export const resetRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  newPassword: newPasswordSchema,
});
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = z.object({
  token: z.string({ error: "Token is required" }).trim().min(1, "Token is required").max(200, "Token is not valid"),
});
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

export interface SessionDTO {
  authenticated: boolean;
  admin?: { username: string };
  message?: string;
}

export type LoginResponseDTO =
  | { success: true; admin: { username: string } }
  /** The password was right and the account has a second factor: send it again with a code. */
  | { success: false; totpRequired: true };

export interface ResetResponseDTO {
  success: boolean;
  message: string;
  error?: string;
}
