import { beforeEach, describe, expect, it } from "vitest";
import { db, type DbTx } from "@/lib/db/client";
import { kickJobs } from "@/lib/jobs/background";
import type { Step } from "@/lib/jobs/define";
import { listMail, queueMail, resendMail } from "@/lib/mail/outbox";
import { MAIL_RETRY_WAITS, sendMail } from "@/lib/mail/send-mail";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { uniqueEmail } from "../support/factories";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

/** Writes one message the way domain code does: in a transaction, then a kick. */
async function queue(to: string, opts: { commit?: boolean } = {}): Promise<string> {
  const client = await db();
  let id: string | null = "";
  await client
    .$transaction(async (tx: DbTx) => {
      id = await queueMail(tx, {
        kind: "sale-notice",
        to,
        userId: null,
        props: {
          name: "Sam",
          productTitle: "Cold email writer",
          amount: "$19.00 USD",
          earnings: "$15.20 USD",
          at: "now",
          salesLink: "http://x.test/s",
        },
      });
      if (opts.commit === false) throw new Error("rolled back");
    })
    .catch((err: Error) => {
      if (err.message !== "rolled back") throw err;
    });
  kickJobs();
  return id ?? "";
}

async function row(id: string) {
  return (await db()).mailMessage.findUniqueOrThrow({ where: { id } });
}

async function waitForRow(id: string, check: (r: Awaited<ReturnType<typeof row>>) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await row(id);
    if (check(r)) return r;
    if (Date.now() > deadline) throw new Error(`mail ${id} stayed ${r.status} (attempts ${r.attempts}, ${r.lastError})`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** The job's steps run for real; sleeps return at once after `onSleep` (a real wait would be minutes). */
function stepWith(onSleep: (n: number, duration: string) => Promise<void> | void) {
  const sleeps: string[] = [];
  const step: Step = {
    run: async (_id, fn) => fn(),
    sleep: async (_id, duration) => {
      sleeps.push(duration);
      await onSleep(sleeps.length, duration);
    },
  };
  return { step, sleeps };
}

describe("mail outbox through a real SMTP server", () => {
  it("sends a committed message once, with MAIL_FROM, both parts and the Message-ID fixed on its row", async () => {
    const to = uniqueEmail("outbox");
    const id = await queue(to);
    const mail = await sink.waitFor(to);
    const stored = await waitForRow(id, (r) => r.status === "SENT");
    expect(stored.transport).toBe("smtp");
    expect(stored.attempts).toBe(1);
    expect(mail.messageId).toBe(stored.messageId);
    expect(stored.messageId).toMatch(/^<mail_[a-z0-9]+@promptly\.test>$/);
    expect(mail.from?.text).toBe('"Promptly Tests" <no-reply@promptly.test>');
    expect(mail.subject).toBe("You made a sale: Cold email writer");
    expect(mail.text).toContain("$15.20 USD");
    expect(mail.html).toContain("See your sales");
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to(to)).toHaveLength(1);
  });

  it("writes nothing when the change that causes the message rolls back", async () => {
    const to = uniqueEmail("rollback");
    await queue(to, { commit: false });
    expect(await (await db()).mailMessage.count({ where: { to } })).toBe(0);
  });

  it("keeps a message through an SMTP outage and delivers it when the server is back (retries on the schedule)", async () => {
    const to = uniqueEmail("outage");
    await sink.stop();
    const client = await db();
    // Written without its job, so this test drives the job's retries itself.
    const id = "mail_outage" + Date.now();
    await client.mailMessage.create({
      data: { id, messageId: `<${id}@promptly.test>`, kind: "sale-notice", to, subject: "Outage test", html: "<p>hi</p>", text: "hi" },
    });
    const { step, sleeps } = stepWith(async (n) => {
      const during = await row(id);
      expect(during.status).toBe("PENDING");
      expect(during.attempts).toBe(n);
      expect(during.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
      if (n === 2) await sink.start();
    });
    const result = await sendMail({ mailId: id }, step);
    expect(result.outcome).toBe("sent");
    expect(sleeps).toEqual(MAIL_RETRY_WAITS.slice(0, 2));
    const mail = await sink.waitFor(to);
    expect(mail.messageId).toBe(`<${id}@promptly.test>`);
    expect((await row(id)).status).toBe("SENT");
    expect((await row(id)).attempts).toBe(3);
  });

  it("a queued message whose first attempt meets a dead server stays queued as a sleeping job, not lost", async () => {
    const to = uniqueEmail("durable");
    await sink.stop();
    const id = await queue(to);
    const failed = await waitForRow(id, (r) => r.attempts >= 1);
    expect(failed.status).toBe("PENDING");
    const client = await db();
    const job = await waitForJob(id, "SLEEPING");
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await sink.start();
    // The operator need not wait for the next attempt: mail:resend sends it now, same Message-ID.
    await resendMail(id);
    const mail = await sink.waitFor(to);
    expect(mail.messageId).toBe(failed.messageId);
    await waitForRow(id, (r) => r.status === "SENT");
    // The sleeping attempt wakes later, finds the row sent, and sends nothing more.
    expect(await client.mailMessage.count({ where: { to } })).toBe(1);
  });

  it("gives up at once on an SMTP 5xx for the recipient: recorded as failed for the operator, no retry", async () => {
    const to = uniqueEmail("refused");
    sink.refuse.add(to);
    const id = await queue(to);
    const failed = await waitForRow(id, (r) => r.status === "FAILED");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    await waitForJob(id, "SUCCEEDED");
    expect((await listMail({ status: "FAILED" })).map((m) => m.id)).toContain(id);
    expect(sink.to(to)).toHaveLength(0);
    // Once the cause is fixed, resend delivers it.
    sink.refuse.delete(to);
    await resendMail(id);
    await sink.waitFor(to);
    expect((await waitForRow(id, (r) => r.status === "SENT")).lastError).toBeNull();
  });

  it("retries an SMTP 4xx later", async () => {
    const to = uniqueEmail("deferred");
    sink.defer.add(to);
    const id = await queue(to);
    const r = await waitForRow(id, (x) => x.attempts >= 1);
    expect(r.status).toBe("PENDING");
    expect(r.lastError).toMatch(/451/);
    await waitForJob(id, "SLEEPING");
    sink.defer.delete(to);
  });

  it("gives up after the last scheduled attempt and records the failure", async () => {
    const to = uniqueEmail("never");
    sink.defer.add(to);
    const client = await db();
    const id = "mail_never" + Date.now();
    await client.mailMessage.create({
      data: { id, messageId: `<${id}@promptly.test>`, kind: "sale-notice", to, subject: "Never", html: "<p>x</p>", text: "x" },
    });
    const { step, sleeps } = stepWith(() => undefined);
    expect((await sendMail({ mailId: id }, step)).outcome).toBe("failed");
    expect(sleeps).toEqual([...MAIL_RETRY_WAITS]);
    const r = await row(id);
    expect(r.status).toBe("FAILED");
    expect(r.attempts).toBe(MAIL_RETRY_WAITS.length + 1);
    sink.defer.delete(to);
  });
});

async function waitForJob(mailId: string, status: "SLEEPING" | "SUCCEEDED") {
  const client = await db();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const jobs = await client.job.findMany({ where: { name: "send-mail" }, orderBy: { createdAt: "desc" }, take: 50 });
    const job = jobs.find((j) => (j.payload as { mailId?: string }).mailId === mailId && j.status === status);
    if (job) return job;
    if (Date.now() > deadline) throw new Error(`no ${status} send-mail job for ${mailId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
