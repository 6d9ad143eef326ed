import { Router } from "express";
import { loginSchema, resetConfirmSchema, resetRequestSchema } from "../../app/lib/schemas/auth";
import { parseInput } from "../../app/lib/validation";
import { type AuthService, RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from "../auth/service";
import { invalidInput, unauthorized } from "../errors";
import { handle, parseBody } from "./http";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session-cookie";

/** Sign-in, session, sign-out and the two steps of the password reset. */
export function authRouter(auth: AuthService): Router {
  const router = Router();

  router.post(
    "/login",
    handle(async (req, res) => {
      const { username, password } = parseBody(loginSchema, req.body);
      const { token, admin } = await auth.signIn(username, password, req.ip ?? "unknown");
      setSessionCookie(req, res, token);
      res.json({ success: true, admin });
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
      await auth.signOut(sessionToken(req));
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
      if (!parsed.ok || !(await auth.confirmReset(parsed.data.token))) throw invalidInput(RESET_INVALID_MESSAGE);
      clearSessionCookie(req, res);
      res.json({ success: true, message: RESET_DONE_MESSAGE });
    }),
  );

  return router;
}
