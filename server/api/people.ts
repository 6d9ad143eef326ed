import { emailChangeSchema } from "../../app/domain/schemas/account";
import { accountPolicySchema, invitationSchema, userUpdateSchema } from "../../app/domain/schemas/people";
import { activityQuerySchema } from "../../app/domain/schemas/activity";
import type { ActivityLog } from "../activity-log";
import type { EmailChangeService } from "../people/email-change";
import type { InvitationService } from "../people/invitations";
import type { PeopleService } from "../people/people";
import { actorOf, allow, personOf, policyRouter } from "./authorize";
import { handle, parseBody, parseId } from "./http";

/** People, invitations, the second-factor rule and the activity record: administrators only. */
export function peopleRouter({
  people,
  invitations,
  activity,
  emailChanges,
}: {
  people: PeopleService;
  invitations: InvitationService;
  activity: ActivityLog;
  emailChanges: EmailChangeService;
}) {
  const r = policyRouter();
  const admins = allow("people.manage");

  r.get(
    "/users",
    admins,
    handle(async (_req, res) => {
      res.json(await people.list());
    }),
  );

  r.put(
    "/users/:id",
    admins,
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Person not found");
      res.json(await people.update(id, parseBody(userUpdateSchema, req.body), actorOf(req, res)));
    }),
  );

  // Someone's address, at once (the administrator's own password first); their old address is told.
  r.put(
    "/users/:id/email",
    admins,
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Person not found");
      await emailChanges.setByAdministrator(personOf(res), id, parseBody(emailChangeSchema, req.body), actorOf(req, res));
      res.json(await people.get(id));
    }),
  );

  r.delete(
    "/users/:id",
    admins,
    handle(async (req, res) => {
      await people.remove(parseId(req.params.id, "Person not found"), actorOf(req, res));
      res.json({ success: true });
    }),
  );

  r.delete(
    "/users/:id/sessions",
    admins,
    handle(async (req, res) => {
      res.json(await people.endSessions(parseId(req.params.id, "Person not found"), actorOf(req, res)));
    }),
  );

  r.post(
    "/users/sign-out-everyone",
    admins,
    handle(async (req, res) => {
      res.json(await people.endEveryonesSessions(actorOf(req, res), personOf(res).sessionId));
    }),
  );

  r.get(
    "/invitations",
    admins,
    handle(async (_req, res) => {
      res.json(await invitations.list());
    }),
  );

  r.post(
    "/invitations",
    admins,
    handle(async (req, res) => {
      res.status(201).json(await invitations.invite(parseBody(invitationSchema, req.body), actorOf(req, res)));
    }),
  );

  r.delete(
    "/invitations/:id",
    admins,
    handle(async (req, res) => {
      await invitations.withdraw(parseId(req.params.id, "Invitation not found"), actorOf(req, res));
      res.json({ success: true });
    }),
  );

  r.get(
    "/account-policy",
    admins,
    handle(async (_req, res) => {
      res.json(await people.policy());
    }),
  );

  r.put(
    "/account-policy",
    admins,
    handle(async (req, res) => {
      res.json(await people.setPolicy(parseBody(accountPolicySchema, req.body), actorOf(req, res)));
    }),
  );

  r.get(
    "/activity",
    allow("activity.read"),
    handle(async (req, res) => {
      res.json(await activity.list(parseBody(activityQuerySchema, req.query)));
    }),
  );

  return r.router;
}
