import { db } from "@/lib/db/client";
import type { Step } from "@/lib/jobs/define";
import { retryOnSchedule } from "@/lib/jobs/retry";
import { log } from "@/lib/log";
import { transmit } from "@/lib/mail/transport";

/** The waits before attempts 2..8 (the webhook schedule): about two days of an SMTP outage before giving up. */
export const MAIL_RETRY_WAITS = ["1m", "5m", "30m", "2h", "6h", "12h", "24h"] as const;

export type MailAttempt = { done: boolean; outcome: "sent" | "already-sent" | "gone" | "retry" | "failed" };

/** One try: sends the row unless it is already sent, and records what happened on it. */
export async function attemptMail(mailId: string): Promise<MailAttempt> {
  const client = await db();
  const row = await client.mailMessage.findUnique({ where: { id: mailId } });
  if (!row) return { done: true, outcome: "gone" };
  if (row.status === "SENT") return { done: true, outcome: "already-sent" };
  const result = await transmit(row);
  if (result.ok) {
    await client.mailMessage.update({
      where: { id: mailId },
      data: { status: "SENT", transport: result.transport, sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
    });
    return { done: true, outcome: "sent" };
  }
  await client.mailMessage.update({
    where: { id: mailId },
    data: { status: result.permanent ? "FAILED" : "PENDING", attempts: { increment: 1 }, lastError: result.error },
  });
  if (result.permanent) {
    log.error("mail refused for good by the SMTP server", { mailId, kind: row.kind, error: result.error });
    return { done: true, outcome: "failed" };
  }
  log.warn("mail not sent, will retry", { mailId, kind: row.kind, error: result.error });
  return { done: false, outcome: "retry" };
}

/** The send-mail job: attempts on MAIL_RETRY_WAITS, then a recorded failure the operator sees in `mail:list`. */
export async function sendMail(payload: { mailId: string }, step: Step): Promise<MailAttempt> {
  const { last, attempts } = await retryOnSchedule(step, MAIL_RETRY_WAITS, () => attemptMail(payload.mailId));
  if (!last.done) {
    await step.run("give-up", async () => {
      await (await db()).mailMessage.updateMany({ where: { id: payload.mailId, status: "PENDING" }, data: { status: "FAILED" } });
      log.error("mail not sent after every retry", { mailId: payload.mailId, attempts });
    });
    return { done: true, outcome: "failed" };
  }
  return last;
}
