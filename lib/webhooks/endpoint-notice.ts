import { db, type DbTx } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format/dates";
import { kickJobs } from "@/lib/jobs/background";
import { log } from "@/lib/log";
import { queueMail } from "@/lib/mail/outbox";
import { env } from "@/lib/env";

const origin = () => (env().APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/**
 * Mails the owner that an endpoint was turned off automatically (410 Gone, or 5 days of failures), once per
 * disable: the row's `disabledNoticeAt` is claimed under a conditional update in the mail's own transaction, so
 * two deliveries that both disabled it send one mail, and a later disable (after re-enabling) sends another.
 */
export async function mailEndpointDisabled(endpointId: string, lastError: string): Promise<boolean> {
  const client = await db();
  const sent = await client.$transaction(async (tx: DbTx) => {
    const claimed = await tx.$queryRaw<{ userId: string; url: string; disabledReason: string | null; disabledAt: Date | null }[]>`
      UPDATE "WebhookEndpoint" SET "disabledNoticeAt" = now() AT TIME ZONE 'UTC'
      WHERE id = ${endpointId} AND enabled = false AND "disabledAt" IS NOT NULL
        AND ("disabledNoticeAt" IS NULL OR "disabledNoticeAt" < "disabledAt")
      RETURNING "userId", url, "disabledReason", "disabledAt"`;
    const ep = claimed[0];
    if (!ep) return false;
    const owner = await tx.user.findUnique({ where: { id: ep.userId }, select: { name: true, email: true } });
    if (!owner) return false;
    const row = await queueMail(tx, {
      kind: "endpoint-disabled",
      to: owner.email,
      userId: ep.userId,
      props: {
        name: owner.name,
        url: ep.url,
        reason: ep.disabledReason ?? "Deliveries kept failing",
        lastError: lastError.slice(0, 300),
        at: formatDateTime(ep.disabledAt ?? new Date()),
        link: `${origin()}/dashboard/webhooks`,
      },
    });
    return row !== null;
  });
  if (sent) kickJobs();
  return sent;
}

/** After the delivery recorded the disable: a failure to queue the notice is logged, never fails the delivery. */
export async function noticeEndpointDisabled(endpointId: string, lastError: string): Promise<void> {
  await mailEndpointDisabled(endpointId, lastError).catch((err) =>
    log.error("could not queue the endpoint-disabled mail", { endpointId, error: String(err) }),
  );
}
