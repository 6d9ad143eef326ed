import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** "smtp" when SMTP_URL is set, else "log": messages are written to DATA_DIR/outbox. */
  readonly transport: "smtp" | "log";
  /** The last sending failure, until a later message goes (the System screen shows it). */
  lastError(): { at: string; message: string } | undefined;
}

/** A failure as the System screen shows it: one line, no longer than this. */
const ERROR_MAX = 300;

/**
 * Every message as it goes: from the business name (`businessName`, read from the site settings
 * when the message is sent) at MAIL_FROM's address, its subject led by the business name, so no
 * mail of the site arrives from a bare no-reply address under a subject that names no one.
 */
async function branded(message: MailMessage, mailFrom: string, businessName: () => Promise<string>) {
  // A header holds one line: whatever the settings hold, line breaks become spaces.
  const name = (await businessName()).replace(/\s+/g, " ").trim();
  return { ...message, from: { name, address: mailFrom }, subject: name ? `${name}: ${message.subject}` : message.subject };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox/, so the owner of a server without mail can still read it.
 */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  logger: Logger,
  businessName: () => Promise<string>,
): Mailer {
  const send = sender(config, logger, businessName);
  let last: { at: string; message: string } | undefined;
  return {
    transport: config.smtpUrl ? "smtp" : "log",
    lastError: () => last,
    async send(message) {
      try {
        await send(message);
        last = undefined;
      } catch (err) {
        const text = err instanceof Error ? err.message : String(err);
        last = { at: new Date().toISOString(), message: text.replace(/\s+/g, " ").trim().slice(0, ERROR_MAX) };
        throw err;
      }
    },
  };
}

function sender(
  { smtpUrl, mailFrom, dataDir }: { smtpUrl?: string; mailFrom: string; dataDir: string },
  logger: Logger,
  businessName: () => Promise<string>,
): (message: MailMessage) => Promise<void> {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (message) => {
      await transport.sendMail(await branded(message, mailFrom, businessName));
      logger.info({ subject: message.subject }, "e-mail sent");
    };
  }
  const outbox = path.join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message) => {
    const info = await transport.sendMail(await branded(message, mailFrom, businessName));
    await mkdir(outbox, { recursive: true, mode: 0o700 });
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
    // Written aside and renamed, so a reader never sees half a message.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    logger.info({ file, subject: message.subject }, "e-mail written to the outbox (SMTP_URL is not set)");
  };
}
