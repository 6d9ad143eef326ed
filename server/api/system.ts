import { AppError, notFound } from "../errors";
import type { Services } from "../services";
import { type SystemConfig, systemStatus } from "../system/status";
import { allow, personOf, policyRouter } from "./authorize";
import { handle } from "./http";

/** A mail server's refusal, kept to one line an administrator reads. */
const REASON_MAX = 300;

/**
 * The System screen's endpoints (docs/deploying.md, "The System screen"), administrators only:
 * the site's health, and a test e-mail to the signed-in person's own address through the mailer
 * the site's other mail goes through (so it names the business as they do).
 */
export function systemRouter(services: Pick<Services, "database" | "people" | "mail">, config: SystemConfig) {
  const r = policyRouter();
  const admins = allow("system.read");

  r.get(
    "/system",
    admins,
    handle(async (_req, res) => {
      res.json(await systemStatus(services, config));
    }),
  );

  r.post(
    "/system/test-email",
    admins,
    handle(async (_req, res) => {
      const person = await services.people.get(personOf(res).id);
      if (!person) throw notFound("Your account was not found");
      try {
        await services.mail.send({
          to: person.email,
          subject: "Test e-mail",
          text: `This is a test e-mail from the System screen, sent to ${person.email} at ${new Date().toISOString()}.\n\nIt reached you: the site's e-mail works.\n`,
        });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim().slice(0, REASON_MAX);
        throw new AppError("busy", `The test e-mail could not be sent: ${reason || "the mail server did not accept it"}`);
      }
      res.json({ sentTo: person.email });
    }),
  );

  return r.router;
}
