import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { formatDate } from "@/lib/format/dates";
import { dailySaleDigest } from "@/inngest/functions/sale-digest";
import { previousUtcDay, sendSaleDigests } from "@/lib/purchases/sale-digest";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { api } from "../support/http";
import { signIn } from "../support/session";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

const settle = () => new Promise((r) => setTimeout(r, 2500)); // longer than the job runner's poll

async function sellerChoosing(saleNotices: "each" | "daily" | "off") {
  const seller = await makeUser({ name: "Digest Seller" });
  const cookie = await signIn(seller.email, TEST_PASSWORD);
  const res = await api("/account/notifications", {
    method: "PUT",
    json: { saleNotices, payouts: true, disputes: true, productUpdates: true },
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.saleNotices).toBe(saleNotices);
  return seller;
}

/** Moves the seller's orders to `day` (UTC), so a digest of that day is about this test's sales only. */
async function onDay(sellerId: string, day: string) {
  const orders = await (await db()).order.findMany({ where: { sellerId }, orderBy: { createdAt: "asc" }, select: { id: true } });
  for (const [i, o] of orders.entries()) {
    await (await db()).order.update({ where: { id: o.id }, data: { createdAt: new Date(`${day}T0${i + 1}:30:00Z`) } });
  }
}

describe("daily sale digest", () => {
  it("one mail per seller and day lists each sale with its amount and currency, and is sent once however often the job runs", async () => {
    const seller = await sellerChoosing("daily");
    const cheap = await makeProduct(seller.id, { priceCents: 1999 });
    const dear = await makeProduct(seller.id, { priceCents: 5000 });
    const buyer = await makeBuyer();
    const first: string = (await buy(buyer.key, cheap.id)).body.data.orderId;
    const second: string = (await buy(buyer.key, dear.id)).body.data.orderId;
    await sink.waitFor(buyer.email, (m) => m.subject === "Your receipt for Cold Email Writer");
    // On the digest, no mail per sale.
    await settle();
    expect(sink.to(seller.email)).toEqual([]);

    const day = "2031-03-04"; // a day of this test's own (the orders are moved there)
    await onDay(seller.id, day);
    const run = await sendSaleDigests(day);
    expect(run.queued).toBe(1);
    const mail = await sink.waitFor(seller.email);
    expect(mail.subject).toBe(`Your sales on ${formatDate(`${day}T00:00:00Z`)}: 2 sales, $69.99 USD`);
    expect(mail.text).toContain("You made 2 sales on Mar 4, 2031 (UTC), $69.99 USD in all");
    expect(mail.text).toContain(`1:30 AM UTC · Cold Email Writer · $19.99 USD · order ${first}`);
    expect(mail.text).toContain(`2:30 AM UTC · Cold Email Writer · $50.00 USD · order ${second}`);
    expect(mail.text).toContain("/dashboard/sales");

    // The job again for the same day (a retry, a second process): nothing new.
    expect((await sendSaleDigests(day)).queued).toBe(0);
    await settle();
    expect(sink.to(seller.email)).toHaveLength(1);
    expect(await (await db()).mailMessage.count({ where: { userId: seller.id, kind: "sale-digest" } })).toBe(1);
  }, 120_000);

  it("the scheduled job mails the day before, and mails nobody on 'each' or 'off'", async () => {
    const daily = await sellerChoosing("daily");
    const each = await sellerChoosing("each");
    const off = await sellerChoosing("off");
    const buyer = await makeBuyer();
    for (const s of [daily, each, off]) expect((await buy(buyer.key, (await makeProduct(s.id)).id)).status).toBe(201);
    await sink.waitFor(each.email, (m) => m.subject === "You made a sale: Cold Email Writer");
    const yesterday = previousUtcDay();
    for (const s of [daily, each, off]) await onDay(s.id, yesterday);

    // The job's handler with a step that runs each step once, as the runners do.
    const memo = new Map<string, unknown>();
    const step = {
      run: async <T>(id: string, fn: () => Promise<T>) =>
        memo.has(id) ? (memo.get(id) as T) : (memo.set(id, await fn()), memo.get(id) as T),
      sleep: async () => {},
    };
    const out = (await dailySaleDigest.handler({}, step)) as { day: string; queued: number };
    expect(out.day).toBe(yesterday);
    const digest = await sink.waitFor(daily.email, (m) => m.subject?.startsWith("Your sales on") ?? false);
    expect(digest.text).toContain("$19.99 USD");
    await settle();
    for (const s of [each, off]) expect(sink.to(s.email).filter((m) => m.subject?.startsWith("Your sales on"))).toEqual([]);
    expect(sink.to(off.email)).toEqual([]);
  }, 120_000);
});
