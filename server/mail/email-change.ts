import type { MailMessage } from "./mailer";

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** To the new address: the link that makes it the account's (docs/product.md, "Account"). */
export function emailChangeLink({ username, to, link }: { username: string; to: string; link: string }): MailMessage {
  return {
    to,
    subject: "Confirm your new e-mail address",
    text: [
      `Hello ${username},`,
      "",
      `Someone (hopefully you) asked to use this address for the account "${username}" of the website's content management.`,
      `The address changes only when you open this link within ${EMAIL_CHANGE_TTL_HOURS} hours:`,
      "",
      link,
      "",
      "If you did not ask for this, ignore this message: nothing changes.",
      "",
    ].join("\n"),
  };
}

/** To the old address, when its owner (or someone with their password) asks for a new one. */
export function emailChangeRequestedNotice({ username, to, newEmail }: { username: string; to: string; newEmail: string }): MailMessage {
  return {
    to,
    subject: "Your account's e-mail address is about to change",
    text: [
      `Hello ${username},`,
      "",
      `Someone signed in as you, who knew your password, asked to change the e-mail address of your account to ${newEmail}.`,
      `It changes only if the link sent to ${newEmail} is opened within ${EMAIL_CHANGE_TTL_HOURS} hours.`,
      "",
      "If this was not you, sign in and change your password now (Account): that stops the change and signs out every other session. Then tell an administrator.",
      "",
    ].join("\n"),
  };
}

/** To the old address, when an administrator or the server's shell changed it. */
export function emailChangedNotice({
  username,
  to,
  newEmail,
  by,
}: {
  username: string;
  to: string;
  newEmail: string;
  by: string | null;
}): MailMessage {
  return {
    to,
    subject: "Your account's e-mail address was changed",
    text: [
      `Hello ${username},`,
      "",
      `${by ? `The administrator ${by}` : "The server's operator"} changed the e-mail address of your account to ${newEmail}. Password reset links now go there.`,
      "",
      "If you did not expect this, ask an administrator.",
      "",
    ].join("\n"),
  };
}
