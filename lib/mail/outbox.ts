import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { enqueueJob, enqueueJobs } from "@/lib/jobs/enqueue";
import { kickJobs } from "@/lib/jobs/background";
import { sendMailTrigger } from "@/lib/jobs/triggers";
import type { MailKind, MailProps } from "@/lib/mail/catalog";
import type { MailCategory } from "@/lib/mail/categories";
import { renderMail, type RenderedMail } from "@/lib/mail/render-mail";
import { senderDomain } from "@/lib/mail/transport";
import { notFound } from "@/lib/errors";

const address = z.email().max(254);
// A header line cannot carry a line break (header injection): names are tokens, values one line of printable text.
const headerMap = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/), z.string().regex(/^[\x20-\x7e]{1,998}$/));

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

type MailInput<K extends MailKind> = {
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
};

/** A message checked and rendered, not yet written: see prepareMail. */
export type PreparedMail = {
  userId: string | null;
  category?: MailCategory;
  row: RenderedMail & {
    kind: string;
    to: string;
    headers: Record<string, string>;
    attachments: { filename: string; contentType: string; base64: string }[];
    dedupeKey: string | null;
  };
};

/**
 * Checks and renders a message without touching the database. A fan-out (product updates) renders its batch first
 * and writes it in a short transaction: rendering takes milliseconds a mail, and a transaction held open through a
 * few hundred of them outlives its timeout on a loaded machine.
 */
export async function prepareMail<K extends MailKind>(input: MailInput<K>): Promise<PreparedMail> {
  // The address goes into a header: a strict email (no names, no line breaks) cannot inject another one.
  const to = address.parse(input.to);
  const headers = headerMap.parse(input.headers ?? {});
  const rendered = await renderMail(input.kind, input.props);
  return {
    userId: input.userId ?? null,
    category: input.category,
    row: {
      kind: input.kind,
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
  };
}

/**
 * Writes prepared messages to the outbox inside the caller's transaction, with the jobs that send them: the messages
 * exist exactly when the change that causes them commits. Call kickJobs() after the commit to send them at once.
 * Nothing is written for a deleted account, or when a message's category names a kind of mail its account turned
 * off (Settings → Notifications, lib/mail/categories.ts), or for a dedupeKey already written. Returns the ids written.
 */
export async function queuePreparedMails(tx: DbTx, mails: PreparedMail[]): Promise<string[]> {
  const userIds = [...new Set(mails.flatMap((m) => (m.userId ? [m.userId] : [])))];
  const owners = new Map(
    (userIds.length
      ? await tx.user.findMany({ where: { id: { in: userIds } }, select: { id: true, deletedAt: true, mailOptOut: true } })
      : []
    ).map((u) => [u.id, u]),
  );
  const data = mails
    .filter((m) => {
      const owner = m.userId ? owners.get(m.userId) : undefined;
      return !(owner?.deletedAt || (m.category && owner?.mailOptOut.includes(m.category)));
    })
    .map((m) => {
      const id = newId("mail");
      return { id, messageId: `<${id}@${senderDomain()}>`, userId: m.userId, ...m.row };
    });
  if (!data.length) return [];
  // ON CONFLICT DO NOTHING on dedupeKey: a repeated cause (a job run twice) writes no second row and aborts nothing.
  const written = await tx.mailMessage.createManyAndReturn({ data, skipDuplicates: true, select: { id: true } });
  await enqueueJobs(
    sendMailTrigger,
    written.map((w) => ({ payload: { mailId: w.id } })),
    tx,
  );
  return written.map((w) => w.id);
}

/** One message: prepareMail then queuePreparedMails, in the caller's transaction; null when nothing was written. */
export async function queueMail<K extends MailKind>(tx: DbTx, input: MailInput<K>): Promise<string | null> {
  const [id] = await queuePreparedMails(tx, [await prepareMail(input)]);
  return id ?? null;
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
