import { Router } from "express";
import { emailConfirmSchema } from "../../app/domain/schemas/account";
import { parseInput } from "../../app/lib/validation";
import { EMAIL_CHANGE_INVALID, type EmailChangeService } from "../people/email-change";
import { invalidInput } from "../errors";
import { handle } from "./http";

/**
 * The link mailed to a new address (docs/product.md, "Account"): anyone who has it may open it, no
 * session needed, as the reset link. A POST, so mail scanners that open links change nothing.
 */
export function emailConfirmRouter(emailChanges: EmailChangeService): Router {
  const router = Router();
  router.post(
    "/email-change/confirm",
    handle(async (req, res) => {
      // Whatever is wrong with the token, the answer is the same sentence.
      const parsed = parseInput(emailConfirmSchema, req.body ?? {});
      if (!parsed.ok) throw invalidInput(EMAIL_CHANGE_INVALID);
      res.json({ success: true, ...(await emailChanges.confirm(parsed.data.token, req.ip ?? null)) });
    }),
  );
  return router;
}
