import { type Request, Router } from "express";
import { loginSchema, resetConfirmSchema, resetRequestSchema } from "../../app/domain/schemas/auth";
import { acceptInvitationSchema, invitationTokenSchema } from "../../app/domain/schemas/people";
import { parseInput } from "../../app/lib/validation";
import { type AuthService, RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from "../auth/service";
import type { ClientInfo } from "../auth/sessions";
import type { InvitationService } from "../people/invitations";
import { invalidInput, unauthorized } from "../errors";
import { handle, parseBody } from "./http";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session-cookie";

export const clientOf = (req: Request): ClientInfo => ({ ip: req.ip ?? null, userAgent: req.get("user-agent") ?? null });

/** Sign-in (with its second factor), session, sign-out, the two steps of the password reset, and an invitation's link. */
export function authRouter(auth: AuthService, invitations: InvitationService): Router {
  const router = Router();

  router.post(
    "/login",
    handle(async (req, res) => {
      const { username, password, totpCode, recoveryCode } = parseBody(loginSchema, req.body);
      const result = await auth.signIn(username, password, req.ip ?? "unknown", {
        totpCode,
        recoveryCode,
        client: clientOf(req),
        replacing: sessionToken(req),
      });
      if ("totpRequired" in result) {
        // The password was right: the same request again with a code of the second factor signs in.
        res.json({ success: false, totpRequired: true });
        return;
      }
      setSessionCookie(req, res, result.token);
      res.json({ success: true, admin: { username: result.admin.username } });
    }),
  );

  router.get(
    "/session",
    handle(async (req, res) => {
      const admin = await auth.session(sessionToken(req));
      if (!admin) throw unauthorized();
      res.json({ authenticated: true, admin: { username: admin.username } });
    }),
  );

  router.post(
    "/logout",
    handle(async (req, res) => {
      await auth.signOut(sessionToken(req), req.ip ?? null);
      clearSessionCookie(req, res);
      res.json({ success: true });
    }),
  );

  router.post(
    "/reset-password",
    handle(async (req, res) => {
      await auth.requestReset(parseBody(resetRequestSchema, req.body), req.ip ?? "unknown");
      res.json({ success: true, message: RESET_REQUESTED_MESSAGE });
    }),
  );

  router.post(
    "/reset-password/confirm",
    handle(async (req, res) => {
      // Whatever is wrong with the token, the answer is the same sentence.
      const parsed = parseInput(resetConfirmSchema, req.body ?? {});
      if (!parsed.ok || !(await auth.confirmReset(parsed.data.token, req.ip ?? null))) throw invalidInput(RESET_INVALID_MESSAGE);
      clearSessionCookie(req, res);
      res.json({ success: true, message: RESET_DONE_MESSAGE });
    }),
  );

  // The invitee's side of an invitation: what it offers, then accepting it (a POST, so the token
  // stays out of addresses and logs, and mail scanners that open links change nothing).
  router.post(
    "/invitation/check",
    handle(async (req, res) => {
      const { token } = parseBody(acceptInvitationSchema.pick({ token: true }), req.body);
      res.json(await invitations.preview(invitationTokenSchema.parse(token)));
    }),
  );

  router.post(
    "/invitation/accept",
    handle(async (req, res) => {
      const { token, username } = await invitations.accept(parseBody(acceptInvitationSchema, req.body), clientOf(req));
      setSessionCookie(req, res, token);
      res.status(201).json({ success: true, admin: { username } });
    }),
  );

  return router;
}
