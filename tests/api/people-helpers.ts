/**
 * People for the API tests, made the way an administrator makes them: an invitation through the
 * API, its link read from the outbox, accepted with a username and password. And the second
 * factor's codes, computed here from the secret as an authenticator app does.
 */
import { generate } from "otplib";
import { expect } from "vitest";
import { ADMIN, type ApiClient, type TestServer } from "./harness";

export type RoleName = "administrator" | "editor" | "translator";

/** The token of the newest invitation link in the outbox sent to `email`. */
export function invitationToken(server: TestServer, email: string): string {
  const mail = server
    .outbox()
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .at(-1);
  const token = mail && /\/cms\/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation for ${email} in the outbox`);
  return decodeURIComponent(token);
}

/** An administrator's client (the first administrator's unless given). */
export async function adminClient(server: TestServer): Promise<ApiClient> {
  const api = server.client();
  await api.login(ADMIN.username, ADMIN.password);
  return api;
}

let counter = 0;

/** Invites someone with `role`, accepts from the e-mailed link and answers their signed-in client. */
export async function newPerson(
  server: TestServer,
  admin: ApiClient,
  role: RoleName,
  {
    languages,
    canPublish = false,
    canReview,
    username,
    password = "a-Long-passphrase-42",
  }: { languages?: string[]; canPublish?: boolean; canReview?: boolean; username?: string; password?: string } = {},
): Promise<{ api: ApiClient; id: number; username: string; password: string; email: string }> {
  counter += 1;
  const name = username ?? `${role}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@example.com`;
  const invited = await admin.post("/api/cms/invitations", {
    email,
    role,
    languages: role === "translator" ? (languages ?? ["ja"]) : undefined,
    canPublish,
    ...(canReview === undefined ? {} : { canReview }),
  });
  expect(invited.status, invited.text).toBe(201);
  const api = server.client();
  const accepted = await api.post("/api/cms/invitation/accept", { token: invitationToken(server, email), username: name, password });
  expect(accepted.status, accepted.text).toBe(201);
  const me = await api.get("/api/cms/account");
  expect(me.status).toBe(200);
  return { api, id: me.body.id as number, username: name, password, email };
}

/** The app's code for `secret`, `steps` periods of 30 s from now (negative: a clock behind). */
export function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Waits, when needed, until the current 30-second step has at least `margin` seconds left, so a
 * code computed now is still the same step when the server checks it.
 */
export async function awayFromStepEdge(margin = 3): Promise<void> {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/** Waits for the next 30-second step to begin (a new code). */
export async function nextStep(): Promise<void> {
  const left = 30 - ((Date.now() / 1000) % 30);
  await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/**
 * Forgets which time step the account last used a code at, as if its last sign-in were long ago,
 * so that the test can use this step's code (or the one before) without waiting 30 seconds.
 */
export async function forgetUsedSteps(server: TestServer, id: number): Promise<void> {
  await server.query("UPDATE admins SET totp_last_step = NULL WHERE id = $1", [id]);
}

/** Turns the second factor on for the client's account; answers the secret and the recovery codes. */
export async function turnOnTotp(api: ApiClient, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const begun = await api.post("/api/cms/account/totp", { password });
  expect(begun.status, begun.text).toBe(200);
  const secret = begun.body.secret as string;
  await awayFromStepEdge();
  const confirmed = await api.post("/api/cms/account/totp/confirm", { code: await codeAt(secret) });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
