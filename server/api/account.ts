import type { Request, Response } from "express";
import {
  emailChangeSchema,
  passwordChangeSchema,
  passwordConfirmSchema,
  totpConfirmSchema,
  totpDisableSchema,
} from "../../app/domain/schemas/account";
import type { AccountService } from "../people/accounts";
import type { EmailChangeService } from "../people/email-change";
import { actorOf, anyone, personOf, policyRouter } from "./authorize";
import { handle, parseBody } from "./http";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";

/** A session's public id: what GET /api/cms/account/sessions answers (base64url). */
const sessionIdOf = (req: Request): string => {
  const id = req.params.id;
  return typeof id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : "-";
};

const passwordOf = (req: Request): string | undefined => {
  const body = req.body as { password?: unknown } | undefined;
  return body && "password" in body ? parseBody(passwordConfirmSchema, body).password : undefined;
};

/** Your own account, for everyone signed in (docs/product.md, "Account"). */
export function accountRouter(accounts: AccountService, emailChanges: EmailChangeService) {
  const r = policyRouter();

  r.get(
    "/account",
    anyone,
    handle(async (_req, res) => {
      res.json(await accounts.get(personOf(res)));
    }),
  );

  r.put(
    "/account/password",
    anyone,
    handle(async (req, res: Response) => {
      const { token } = await accounts.changePassword(personOf(res), parseBody(passwordChangeSchema, req.body), actorOf(req, res));
      // This session goes on under a new token; every other one has ended.
      setSessionCookie(req, res, token);
      res.json({ success: true });
    }),
  );

  // A new address: after the password, a link to it; the change waits until the link is opened.
  r.post(
    "/account/email",
    anyone,
    handle(async (req, res) => {
      res.json(await emailChanges.request(personOf(res), parseBody(emailChangeSchema, req.body), actorOf(req, res)));
    }),
  );

  r.get(
    "/account/sessions",
    anyone,
    handle(async (_req, res) => {
      res.json(await accounts.sessions(personOf(res)));
    }),
  );

  r.delete(
    "/account/sessions/:id",
    anyone,
    handle(async (req, res) => {
      const { current } = await accounts.endSession(personOf(res), sessionIdOf(req), passwordOf(req), actorOf(req, res));
      if (current) clearSessionCookie(req, res);
      res.json({ success: true, current });
    }),
  );

  r.post(
    "/account/sessions/sign-out-others",
    anyone,
    handle(async (req, res) => {
      const { password } = parseBody(passwordConfirmSchema, req.body);
      res.json(await accounts.signOutOthers(personOf(res), password, actorOf(req, res)));
    }),
  );

  r.post(
    "/account/totp",
    anyone,
    handle(async (req, res) => {
      const { password } = parseBody(passwordConfirmSchema, req.body);
      res.json(await accounts.beginTotp(personOf(res), password, actorOf(req, res)));
    }),
  );

  r.post(
    "/account/totp/confirm",
    anyone,
    handle(async (req, res) => {
      const { code } = parseBody(totpConfirmSchema, req.body);
      res.json(await accounts.confirmTotp(personOf(res), code, actorOf(req, res)));
    }),
  );

  r.delete(
    "/account/totp",
    anyone,
    handle(async (req, res) => {
      await accounts.disableTotp(personOf(res), parseBody(totpDisableSchema, req.body), actorOf(req, res));
      res.json({ success: true });
    }),
  );

  r.post(
    "/account/totp/recovery-codes",
    anyone,
    handle(async (req, res) => {
      const { password } = parseBody(passwordConfirmSchema, req.body);
      res.json(await accounts.renewRecoveryCodes(personOf(res), password, actorOf(req, res)));
    }),
  );

  return r.router;
}
