import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export type OutgoingMail = {
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** MailMessage.headers: a map of extra header names to values (checked when the row was written). */
  headers?: unknown;
  /** MailMessage.attachments: [{ filename, contentType, base64 }]. */
  attachments?: unknown;
};

type StoredAttachment = { filename: string; contentType: string; base64: string };
export type SendOutcome = { ok: true; transport: "smtp" | "inbox" } | { ok: false; permanent: boolean; error: string };

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

let smtp: { url: string; transporter: Transporter } | undefined;

/** "smtp" when SMTP_URL is set; else "inbox": the message is kept in the database only, for /dev/mail. */
export function mailTransportKind(): "smtp" | "inbox" {
  return env().SMTP_URL ? "smtp" : "inbox";
}

function transporter(url: string): Transporter {
  if (smtp?.url !== url) {
    // Timeouts bound a hung server: the attempt fails and the job retries later instead of holding its slot.
    smtp = {
      url,
      transporter: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return smtp.transporter;
}

/**
 * An SMTP 5xx about the recipient or the message (EENVELOPE, EMESSAGE) is final: the server will never take it.
 * Everything else (no connection, a timeout, a 4xx, a refused login the operator can fix) is worth another try.
 */
export function isPermanent(err: SmtpError): boolean {
  const code = err.responseCode ?? 0;
  return code >= 500 && code < 600 && (err.code === "EENVELOPE" || err.code === "EMESSAGE");
}

/** Hands one message to the configured transport; never throws. */
export async function transmit(mail: OutgoingMail): Promise<SendOutcome> {
  const url = env().SMTP_URL;
  if (!url) return { ok: true, transport: "inbox" };
  try {
    await transporter(url).sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers: (mail.headers ?? {}) as Record<string, string>,
      attachments: ((mail.attachments ?? []) as StoredAttachment[]).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, "base64"),
      })),
    });
    return { ok: true, transport: "smtp" };
  } catch (err) {
    const e = err as SmtpError;
    const error = (e.response ?? e.message ?? String(err)).slice(0, 500);
    return { ok: false, permanent: isPermanent(e), error: e.responseCode ? error : `${e.code ?? "ERROR"}: ${error}` };
  }
}

export const mailFrom = () => env().MAIL_FROM;

/** The domain of MAIL_FROM, for Message-IDs (`<mail_…@domain>`). */
export function senderDomain(): string {
  const from = env().MAIL_FROM;
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? "promptly.localhost";
}
