import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { kickJobs } from "@/lib/jobs/background";
import { sendMailTrigger } from "@/lib/jobs/triggers";
import type { MailKind, MailProps } from "@/lib/mail/catalog";
import type { MailCategory } from "@/lib/mail/categories";
import { renderMail } from "@/lib/mail/render-mail";
import { senderDomain } from "@/lib/mail/transport";
import { notFound } from "@/lib/errors";

const address = z.email().max(254);
// A header line cannot carry a line break (header injection): names are tokens, values one line of printable text.
const headerMap = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/), z.string().regex(/^[\x20-\x7e]{1,998}$/));

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/**
 * Writes one message to the outbox inside the caller's transaction, with the job that sends it: the message exists
 * exactly when the change that causes it commits. Call kickJobs() after the commit to send it at once.
 * Nothing is written (null) for a deleted account, or when `category` names a kind of mail the account turned off
 * (Settings → Notifications, lib/mail/categories.ts); mail without a category is always sent.
 */
export async function queueMail<K extends MailKind>(
  tx: DbTx,
  input: {
    kind: K;
    to: string;
    userId?: string | null;
    props: MailProps<K>;
    category?: MailCategory;
    /** Extra headers (names and values of plain text, checked here): List-Unsubscribe on product updates. */
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
    /** Mail that must go out once per cause: a second call with the same key writes nothing (null). */
    dedupeKey?: string;
  },
): Promise<string | null> {
  // The address goes into a header: a strict email (no names, no line breaks) cannot inject another one.
  const to = address.parse(input.to);
  if (input.userId) {
    const owner = await tx.user.findUnique({ where: { id: input.userId }, select: { deletedAt: true, mailOptOut: true } });
    if (owner?.deletedAt || (input.category && owner?.mailOptOut.includes(input.category))) return null;
  }
  const headers = headerMap.parse(input.headers ?? {});
  const rendered = await renderMail(input.kind, input.props);
  const id = newId("mail");
  // ON CONFLICT DO NOTHING on dedupeKey: a repeated cause (a job run twice) writes no second row and aborts nothing.
  const { count } = await tx.mailMessage.createMany({
    data: [
      {
        id,
        messageId: `<${id}@${senderDomain()}>`,
        kind: input.kind,
        userId: input.userId ?? null,
        to,
        ...rendered,
        headers,
        attachments: (input.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: a.content.toString("base64"),
        })),
        dedupeKey: input.dedupeKey ?? null,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return null;
  await enqueueJob(sendMailTrigger, { mailId: id }, { tx });
  return id;
}

export const mailStatusLabel = { PENDING: "Waiting to send", SENT: "Sent", FAILED: "Failed" } as const;

export type MailSummary = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: keyof typeof mailStatusLabel;
  transport: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const summary = {
  id: true,
  kind: true,
  to: true,
  subject: true,
  status: true,
  transport: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
} as const;

/** The newest messages first, for the operator (`mail:list`) and the development inbox. */
export async function listMail(opts: { limit?: number; status?: MailSummary["status"]; to?: string } = {}): Promise<MailSummary[]> {
  return (await db()).mailMessage.findMany({
    where: { status: opts.status, to: opts.to?.toLowerCase() },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(opts.limit ?? 50, 1), 500),
    select: summary,
  });
}

export async function findMail(id: string) {
  return (await db()).mailMessage.findUnique({ where: { id } });
}

/** Sends a message again (a failed one after the cause is fixed, or a sent one on request), keeping its Message-ID. */
export async function resendMail(id: string): Promise<MailSummary> {
  const client = await db();
  const row = await client.$transaction(async (tx: DbTx) => {
    const found = await tx.mailMessage.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw notFound("Message");
    const updated = await tx.mailMessage.update({ where: { id }, data: { status: "PENDING", lastError: null }, select: summary });
    await enqueueJob(sendMailTrigger, { mailId: id }, { tx });
    return updated;
  });
  kickJobs();
  return row;
}
