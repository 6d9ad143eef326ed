/**
 * Sign-in, session and password reset payloads and answers (browser-safe, zod only), shared by the
 * server and the admin screens.
 */
import { z } from "zod";
import { LIMITS } from "../limits";

const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`);

export const loginSchema = z.object({
  username: usernameSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const newPasswordSchema = z
  .string({ error: "New password is required" })
  .min(1, "New password is required")
  .min(LIMITS.passwordMin, "Password must be at least 6 characters long")
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long`);

export const resetRequestSchema = z.object({
  username: usernameSchema,
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
    .pipe(z.email({ error: "Email must be a valid e-mail address" })),
  newPassword: newPasswordSchema,
});
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = z.object({
  token: z
    .string({ error: "Token is required" })
    .trim()
    .min(1, "Token is required")
    .max(200, "Token is not valid"),
});
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

export interface SessionDTO {
  authenticated: boolean;
  admin?: { username: string };
  message?: string;
}

export interface LoginResponseDTO {
  success: true;
  admin: { username: string };
}

export interface ResetResponseDTO {
  success: boolean;
  message: string;
  error?: string;
}
