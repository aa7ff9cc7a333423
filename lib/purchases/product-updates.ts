import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { linkTo } from "@/lib/accounts/account-links";
import { kickJobs } from "@/lib/jobs/background";
import type { Step } from "@/lib/jobs/define";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { productUpdateMailTrigger } from "@/lib/jobs/triggers";
import { prepareMail, queuePreparedMails, type PreparedMail } from "@/lib/mail/outbox";
import { entitlementsSql } from "@/lib/purchases/access";
import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";
import { authSecret } from "@/lib/secrets";

// Product updates (docs/email.md#product-updates): when a seller releases a new version, each buyer who holds the
// product (its own active order, or an active bundle order that granted it: lib/purchases/access.ts) gets one mail
// with the version and its changelog, unless they turned product updates off for every product
// (Settings → Notifications, category productUpdates) or for this one (ProductUpdateOptOut: the purchase page, or the
// one-click link of the mail's List-Unsubscribe header, RFC 8058).

/** Buyers mailed per step of the fan-out job: each batch is one transaction and one memoised step. */
export const UPDATE_BATCH = 200;

/** In the version's transaction (lib/catalog/versions.ts): the job that mails the buyers exists exactly when the version does. */
export async function queueProductUpdateMail(tx: DbTx, productId: string, seq: number): Promise<void> {
  await enqueueJob(productUpdateMailTrigger, { productId, seq }, { tx });
}

// --- The one-click unsubscribe token -------------------------------------------------------------------------------
// base64url("<userId>:<productId>") "." base64url(HMAC-SHA256): signed, so it needs no row, names no email address,
// and cannot be made for another account without the server's secret.

const unsubscribeKey = () => createHmac("sha256", authSecret()).update("promptly/list-unsubscribe/v1").digest();
const mac = (payload: string) => createHmac("sha256", unsubscribeKey()).update(payload).digest();

export function unsubscribeToken(userId: string, productId: string): string {
  const payload = `${userId}:${productId}`;
  return `${Buffer.from(payload).toString("base64url")}.${mac(payload).toString("base64url")}`;
}

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;

/** The account and product a token names, or null when it is malformed or its signature is wrong (constant-time). */
export function readUnsubscribeToken(token: string): { userId: string; productId: string } | null {
  const m = TOKEN_SHAPE.exec(token);
  if (!m) return null;
  const payload = Buffer.from(m[1], "base64url").toString();
  // The signature is compared as text, in constant time: decoding first would accept other spellings of the same
  // bytes (the last of 43 base64url characters carries 2 unused bits).
  const given = Buffer.from(m[2]);
  const expected = Buffer.from(mac(payload).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, productId, ...rest] = payload.split(":");
  if (!userId || !productId || rest.length) return null;
  return { userId, productId };
}

export const unsubscribeLink = (userId: string, productId: string) => linkTo(`/unsubscribe/${unsubscribeToken(userId, productId)}`);

/** What the unsubscribe page names: the product's title (null for a bad link). Reads only: a GET changes nothing. */
export async function describeUnsubscribe(token: string): Promise<{ productTitle: string } | null> {
  const who = readUnsubscribeToken(token);
  if (!who) return null;
  const product = await (await db()).product.findUnique({ where: { id: who.productId }, select: { title: true } });
  return { productTitle: product?.title ?? "this product" };
}

/**
 * The one-click POST (no session; the signed token is the authority): stops this product's update mail, or with
 * scope "all" every product-update mail. Answers the same whether or not the account still exists.
 */
export async function unsubscribeByToken(token: string, scope: "product" | "all"): Promise<{ productTitle: string } | null> {
  const who = readUnsubscribeToken(token);
  if (!who) return null;
  const client = await db();
  const [user, product] = await Promise.all([
    client.user.findUnique({ where: { id: who.userId }, select: { id: true, mailOptOut: true } }),
    client.product.findUnique({ where: { id: who.productId }, select: { title: true } }),
  ]);
  if (user && scope === "all" && !user.mailOptOut.includes("productUpdates")) {
    await client.user.update({ where: { id: user.id }, data: { mailOptOut: { push: "productUpdates" } } });
  }
  if (user && scope === "product") {
    await client.productUpdateOptOut.createMany({ data: [{ userId: user.id, productId: who.productId }], skipDuplicates: true });
  }
  return { productTitle: product?.title ?? "this product" };
}

// --- The buyer's switch on the purchase page ------------------------------------------------------------------------

export const productUpdateSubscription = z
  .object({
    subscribed: z.boolean().describe("Mail me when this product gets a new version"),
    allOff: z
      .boolean()
      .describe("Product updates are off for every product (Settings → Notifications): nothing is mailed whatever this says"),
  })
  .meta({ id: "ProductUpdateSubscription" });
export type ProductUpdateSubscription = z.output<typeof productUpdateSubscription>;
export const setProductUpdateSubscriptionInput = z.strictObject({ subscribed: z.boolean() });

async function subscriptionOf(userId: string, productId: string): Promise<ProductUpdateSubscription> {
  const client = await db();
  const [optOut, user] = await Promise.all([
    client.productUpdateOptOut.findUnique({ where: { userId_productId: { userId, productId } }, select: { userId: true } }),
    client.user.findUnique({ where: { id: userId }, select: { mailOptOut: true } }),
  ]);
  return { subscribed: !optOut, allOff: user?.mailOptOut.includes("productUpdates") ?? false };
}

/** The buyer's choice for the order's product (another account's order is ORDER_NOT_FOUND). */
export async function getProductUpdateSubscription(buyerId: string, orderId: string): Promise<ProductUpdateSubscription> {
  const order = await buyerOrderOrThrow(buyerId, orderId);
  return subscriptionOf(buyerId, order.productId);
}

export async function setProductUpdateSubscription(
  buyerId: string,
  orderId: string,
  input: z.input<typeof setProductUpdateSubscriptionInput>,
): Promise<ProductUpdateSubscription> {
  const { subscribed } = setProductUpdateSubscriptionInput.parse(input);
  const order = await buyerOrderOrThrow(buyerId, orderId);
  const client = await db();
  if (subscribed) await client.productUpdateOptOut.deleteMany({ where: { userId: buyerId, productId: order.productId } });
  else await client.productUpdateOptOut.createMany({ data: [{ userId: buyerId, productId: order.productId }], skipDuplicates: true });
  return subscriptionOf(buyerId, order.productId);
}

// --- The fan-out job --------------------------------------------------------------------------------------------------

/**
 * One batch: the next UPDATE_BATCH buyers (by id, after `after`) who hold the product, through its own order or a
 * bundle's (the one entitlement rule); a buyer holding it both ways is one row, linked to their own order. The mails
 * are rendered before the transaction that writes them (lib/mail/outbox.ts, prepareMail), which then holds only the
 * writes. Each mail's dedupeKey is the version and the buyer, so a batch run twice (a crash, a retried step) mails
 * nobody twice.
 */
export async function queueProductUpdateBatch(
  productId: string,
  seq: number,
  after: string | null,
): Promise<{ queued: number; next: string | null }> {
  const client = await db();
  const version = await client.productVersion.findUnique({
    where: { productId_seq: { productId, seq } },
    select: { label: true, changelog: true, product: { select: { title: true, deletedAt: true, author: { select: { name: true } } } } },
  });
  if (!version || version.product.deletedAt) return { queued: 0, next: null };
  const holders = await client.$queryRaw<{ buyerId: string; orderId: string; bundleTitle: string | null }[]>`
    SELECT h."buyerId", h."orderId", CASE WHEN h."via" = 'bundle' THEN p."title" END AS "bundleTitle"
    FROM (
      SELECT DISTINCT ON (e."buyerId") e."buyerId", e."orderId", e."via"
      FROM (${entitlementsSql(null, productId)}) e
      ${after === null ? Prisma.empty : Prisma.sql`WHERE e."buyerId" > ${after}`}
      ORDER BY e."buyerId", e."via" DESC, e."since", e."orderId"
      LIMIT ${UPDATE_BATCH}
    ) h
    JOIN "Order" o ON o."id" = h."orderId" JOIN "Product" p ON p."id" = o."productId"
    ORDER BY h."buyerId"`;
  const buyers = new Map(
    (
      await client.user.findMany({
        where: { id: { in: holders.map((h) => h.buyerId) } },
        select: { id: true, name: true, email: true, deletedAt: true, mailOptOut: true },
      })
    ).map((u) => [u.id, u]),
  );
  const orders = holders.flatMap((h) => {
    const buyer = buyers.get(h.buyerId);
    return buyer ? [{ id: h.orderId, bundleTitle: h.bundleTitle, buyer }] : [];
  });
  const optedOut = new Set(
    (
      await client.productUpdateOptOut.findMany({
        where: { productId, userId: { in: orders.map((o) => o.buyer.id) } },
        select: { userId: true },
      })
    ).map((o) => o.userId),
  );
  const mails: PreparedMail[] = [];
  for (const { id: orderId, bundleTitle, buyer } of orders) {
    if (buyer.deletedAt || optedOut.has(buyer.id) || buyer.mailOptOut.includes("productUpdates")) continue;
    const unsubscribe = unsubscribeLink(buyer.id, productId);
    mails.push(
      await prepareMail({
        kind: "product-update",
        to: buyer.email,
        userId: buyer.id,
        category: "productUpdates",
        dedupeKey: `product-update:${productId}:${seq}:${buyer.id}`,
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        props: {
          name: buyer.name,
          productTitle: version.product.title,
          sellerName: version.product.author.name,
          version: version.label,
          changelog: version.changelog,
          bundleTitle,
          runLink: linkTo(`/dashboard/run/${productId}`),
          purchaseLink: linkTo(`/dashboard/purchases/${orderId}`),
          unsubscribeLink: unsubscribe,
          settingsLink: linkTo("/dashboard/settings"),
        },
      }),
    );
  }
  // The account checks (deleted, every update mail turned off) are made again in the writing transaction.
  const written = mails.length ? await client.$transaction((tx: DbTx) => queuePreparedMails(tx, mails)) : [];
  return { queued: written.length, next: holders.length === UPDATE_BATCH ? holders[holders.length - 1].buyerId : null };
}

/** The product-update-mail job: batch after batch, each a memoised step, so a re-run resumes where it stopped. */
export async function mailProductUpdate(payload: { productId: string; seq: number }, step: Step): Promise<{ queued: number }> {
  let after: string | null = null;
  let queued = 0;
  for (let batch = 0; ; batch++) {
    const from: string | null = after;
    const r: { queued: number; next: string | null } = await step.run(`batch-${batch}`, () =>
      queueProductUpdateBatch(payload.productId, payload.seq, from),
    );
    queued += r.queued;
    if (r.queued) kickJobs();
    if (!r.next) break;
    after = r.next;
  }
  return { queued };
}
