import { Router } from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { loginSchema, resetConfirmSchema, resetRequestSchema } from "../../app/lib/cms-schemas";
import type { Database } from "../db/schema";
import { getDummyHash, verifyPassword } from "../auth/passwords";
import type { SessionStore} from "../auth/sessions";
import { clearSessionCookie, setSessionCookie } from "../auth/sessions";
import type { Throttle } from "../auth/throttle";
import { confirmPasswordReset, requestPasswordReset } from "../auth/reset";
import type { Mailer } from "../mail/mailer";
import { HttpError, handle, parseBody } from "./http";

export const RESET_REQUESTED_MESSAGE =
  "If these details match an administrator, we have e-mailed a link to confirm the new password.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please sign in with your new password.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired.";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

export interface AuthDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  throttle: Throttle;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  outboxMode: boolean;
}

/** The reset endpoints answer `{ success: false, error, message }` on failure, as the spec's screen reads `error`. */
function resetFailure(status: number, message: string) {
  return { status, body: { success: false, error: message, message } };
}

export function authRouter(deps: AuthDeps): Router {
  const { db, sessions, throttle, logger } = deps;
  const router = Router();

  router.post(
    "/login",
    handle(async (req, res) => {
      const { username, password } = parseBody(loginSchema, req.body);
      const address = req.ip ?? "unknown";
      const wait = await throttle.retryAfter("login", username, address);
      if (wait > 0) {
        res.setHeader("Retry-After", String(wait));
        res.status(429).json({ message: TOO_MANY });
        return;
      }
      const admin = await db
        .selectFrom("admins")
        .select(["id", "username", "password_hash"])
        .where("username", "=", username)
        .executeTakeFirst();
      // An unknown username costs a hash too, so the answer time does not reveal it.
      const ok = await verifyPassword(password, admin?.password_hash ?? (await getDummyHash()));
      if (!admin || !ok) {
        await throttle.record("login", username, address);
        logger.info({ address }, "failed sign-in");
        throw new HttpError(401, "Invalid credentials");
      }
      await throttle.clear("login", username, address);
      // A fresh token at every sign-in: a token planted before sign-in is worthless.
      const { token } = await sessions.create(admin.id);
      setSessionCookie(req, res, token);
      res.json({ success: true, admin: { username: admin.username } });
    }),
  );

  router.get(
    "/session",
    handle(async (req, res) => {
      const admin = await sessions.fromRequest(req);
      if (!admin) {
        res.status(401).json({ authenticated: false, message: "Not signed in" });
        return;
      }
      res.json({ authenticated: true, admin: { username: admin.username } });
    }),
  );

  router.post(
    "/logout",
    handle(async (req, res) => {
      const admin = await sessions.fromRequest(req);
      if (admin) await sessions.delete(admin.sessionId);
      clearSessionCookie(req, res);
      res.json({ success: true });
    }),
  );

  router.post(
    "/reset-password",
    handle(async (req, res) => {
      const parsed = resetRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const first = parsed.error.issues[0]?.message ?? "Invalid input";
        const { status, body } = resetFailure(400, first);
        res.status(status).json(body);
        return;
      }
      const input = parsed.data;
      const address = req.ip ?? "unknown";
      const wait = await throttle.retryAfter("reset", input.username, address);
      if (wait > 0) {
        res.setHeader("Retry-After", String(wait));
        const { status, body } = resetFailure(429, TOO_MANY);
        res.status(status).json(body);
        return;
      }
      // Every request counts, matched or not: the answer is the same either way.
      await throttle.record("reset", input.username, address);
      await requestPasswordReset(deps, input);
      res.json({ success: true, message: RESET_REQUESTED_MESSAGE });
    }),
  );

  router.post(
    "/reset-password/confirm",
    handle(async (req, res) => {
      const parsed = resetConfirmSchema.safeParse(req.body ?? {});
      if (!parsed.success || !(await confirmPasswordReset(db, parsed.data.token))) {
        const { status, body } = resetFailure(400, RESET_INVALID_MESSAGE);
        res.status(status).json(body);
        return;
      }
      logger.info("password changed through a reset link; every session of that administrator ended");
      clearSessionCookie(req, res);
      res.json({ success: true, message: RESET_DONE_MESSAGE });
    }),
  );

  return router;
}
