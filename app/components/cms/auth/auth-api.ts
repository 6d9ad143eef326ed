/**
 * Signing in and out, and the two steps of the password reset (docs/product.md, 5.2 to 5.4): the
 * calls of the login, reset and dashboard screens. A session lives in its cookie, so nothing here
 * is kept in the query cache.
 */
import { apiJson, apiRequest } from "~/lib/api-client";
import type { LoginInput, LoginResponseDTO, ResetRequestInput, ResetResponseDTO } from "~/domain/schemas/auth";

export const logIn = (input: LoginInput) => apiJson<LoginResponseDTO>("POST", "/api/cms/login", input);

export const logOut = () => apiRequest("POST", "/api/cms/logout");

/** Asks for the e-mailed link that makes the new password active. */
export const requestPasswordReset = (input: ResetRequestInput) => apiJson<ResetResponseDTO>("POST", "/api/cms/reset-password", input);

/** Makes the new password active: the token from the e-mailed link. */
export const confirmPasswordReset = (token: string) => apiJson<ResetResponseDTO>("POST", "/api/cms/reset-password/confirm", { token });
