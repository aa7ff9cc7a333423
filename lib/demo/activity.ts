import { estimateCost } from "@/lib/ai/prices";
import type { Provider } from "@/lib/ai/providers";
import { hashPassword } from "@/lib/auth/passwords";
import { SEED_COMMENTS } from "@/lib/catalog/seed-data";
import { db, type DbTx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { DEMO_PASSWORD } from "@/lib/demo/accounts";
import { createEndpoint, endpointSecret } from "@/lib/webhooks/endpoints";
import { signedHeaders } from "@/lib/webhooks/signature";
import { newId } from "@/lib/ids";
import { handleFromName } from "@/lib/accounts/handle-rules";
import { buildEvent, type TypedEvent } from "@/lib/events/build-event";
import type { EventType } from "@/lib/events/types";
import { REFUND_REASONS } from "@/lib/purchases/refund-input";
import { toAmount } from "@/lib/money";
import { splitAmount } from "@/lib/purchases/split-amount";

/**
 * ~90 days of history for the demo sellers and the demo buyer, so every dashboard page has something to show on
 * first start: sales (with their charges, ledger entries and events), refunds, reviews by the buyers, weekly
 * payouts, views, AI executions and webhook endpoints with their deliveries. Numbers come from a seeded
 * generator (the same shape on every machine, dates relative to now) and every table is written with one
 * createMany, so the rollup triggers run once per statement and the first start stays fast.
 */

const DAY = 86_400_000;
const HISTORY_DAYS = 90;
import { CUSTOMER_DOMAIN } from "@/lib/demo/accounts";
const FIRST = ["Alex", "Priya", "Marco", "Sofia", "Liam", "Yuki", "Amara", "Noah", "Elena", "Tariq", "Chloe", "Mateo"];
const LAST = ["Kim", "Patel", "Rossi", "Novak", "Okafor", "Schmidt", "Silva", "Haddad", "Larsen", "Moreau"];
const CUSTOMERS = 120;
// Mean sales a day at the start of the window; both sellers grow towards ~1.8x by today.
const SALES_PER_DAY: Record<string, number> = { "seller@demo.test": 2.2, "seller2@demo.test": 1.4 };
const REFUND_RATE = 0.06;
const REVIEW_RATE = 0.3;
const MODELS: Record<string, string> = {
  openai: "gpt-4o-mini",
  anthropic: "claude-3-5-haiku-latest",
  google: "gemini-2.0-flash",
  mistral: "mistral-small-latest",
};
const OUTPUTS = [
  "Here is a draft you can use as is:\n\n**Subject:** A quick idea for your team\n\nHi Sam, ...",
  "## Summary\n\n- Three action items agreed\n- Launch moves to Thursday\n- Follow-up with legal on pricing",
  "1. Tighten the opening line\n2. Move the call to action above the fold\n3. Cut the third paragraph",
  "Classification: billing. The customer was charged twice and wants one charge reversed.",
];

/** mulberry32: a tiny seeded generator, enough for demo numbers. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Product = {
  id: string;
  authorId: string;
  priceCents: number;
  currency: string;
  type: "PROMPT" | "WORKFLOW";
  title: string;
  compatibility: string[];
  publishedAt: Date;
};
type Sale = {
  order: Prisma.OrderCreateManyInput & { createdAt: Date };
  product: Product;
  refundedAt: Date | null;
};
type EventRow = Prisma.EventCreateManyInput & { createdAt: Date; type: string };

/** A past event, built by the same typed builder as emitEvent (lib/events/build-event.ts). */
function event<T extends EventType>(e: TypedEvent<T>, accountIds: string[], at: Date): EventRow {
  const built = buildEvent<T>(e, at);
  // History, not news: written without deliveries, so no one's receiver is sent it.
  return { ...built, accountIds: [...new Set(accountIds)] };
}

/** Skipped when the demo customers exist already (a second `npm run db:seed`). */
export async function seedDemoActivity(now = new Date()): Promise<void> {
  const client = await db();
  if (await client.user.findFirst({ where: { email: { endsWith: `@${CUSTOMER_DOMAIN}` } }, select: { id: true } })) return;
  const sellers = await client.user.findMany({ where: { email: { in: Object.keys(SALES_PER_DAY) } }, orderBy: { email: "asc" } });
  const buyer = await client.user.findUnique({ where: { email: "buyer@demo.test" }, include: { paymentMethods: true } });
  if (sellers.length === 0 || !buyer) return;
  const rnd = seeded(2026);
  const pick = <T>(xs: readonly T[]): T => pickWith(rnd, xs);
  const start = now.getTime() - HISTORY_DAYS * DAY;
  const products = (await client.product.findMany({
    where: { authorId: { in: sellers.map((s) => s.id) }, status: "PUBLISHED" },
    select: { id: true, authorId: true, priceCents: true, currency: true, type: true, title: true, compatibility: true, publishedAt: true },
    orderBy: { createdAt: "asc" },
  })) as Product[];

  // Customers: one password hash for all (hashing is the slow part of creating a user).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const id = newId("usr");
    return {
      user: {
        id,
        email: `${first}.${last}.${i}@${CUSTOMER_DOMAIN}`.toLowerCase(),
        name: `${first} ${last}`,
        // The index keeps it unique; sign-ups after the seed pick around it (freeHandle).
        handle: `${handleFromName(`${first} ${last}`) ?? "customer"}-${i + 1}`,
        passwordHash,
        referralCode: newId("ref", 10).slice(4).toUpperCase(),
        createdAt: new Date(start - rnd() * 30 * DAY),
      },
      card: {
        id: newId("pm"),
        userId: id,
        ...(rnd() < 0.6
          ? { providerRef: "pm_card_visa", brand: "visa", last4: "4242" }
          : { providerRef: "pm_card_mastercard", brand: "mastercard", last4: "4444" }),
        isDefault: true,
      },
    };
  });
  const buyerCard = buyer.paymentMethods.find((m) => m.isDefault) ?? buyer.paymentMethods[0];
  const cards = new Map(customers.map((c) => [c.user.id, c.card]));
  if (buyerCard)
    cards.set(buyer.id, {
      id: buyerCard.id,
      userId: buyer.id,
      providerRef: buyerCard.providerRef,
      brand: buyerCard.brand,
      last4: buyerCard.last4,
      isDefault: true,
    });

  // One active purchase per buyer and product, as the live path enforces (existing orders included).
  const taken = new Set(
    (await client.order.findMany({ where: { activeKey: { not: null } }, select: { activeKey: true } })).map((o) => o.activeKey!),
  );
  const weights = new Map(products.map((p) => [p.id, 0.3 + rnd() * 1.7]));
  const sales: Sale[] = [];
  for (let d = HISTORY_DAYS - 1; d >= 0; d--) {
    const dayStart = utcDay(now.getTime() - d * DAY);
    const weekday = new Date(dayStart).getUTCDay();
    for (const seller of sellers) {
      const growth = 1 + (0.8 * (HISTORY_DAYS - d)) / HISTORY_DAYS;
      const mean = SALES_PER_DAY[seller.email] * growth * (weekday === 0 || weekday === 6 ? 0.6 : 1.15);
      const count = Math.floor(mean * (0.4 + 1.2 * rnd()) + rnd());
      for (let n = 0; n < count; n++) {
        const at = new Date(dayStart + Math.floor((0.25 + 0.7 * rnd()) * DAY));
        if (at >= now) continue;
        const open = products.filter((p) => p.authorId === seller.id && p.publishedAt < at);
        if (!open.length) continue;
        const total = open.reduce((s, p) => s + weights.get(p.id)!, 0);
        let r = rnd() * total;
        const product = open.find((p) => (r -= weights.get(p.id)!) <= 0) ?? open[0];
        // The demo buyer buys now and then, so their purchases and executions have a history too. A buyer who
        // owns the product already is swapped for another, so popular products keep selling.
        let buyerId = rnd() < 0.05 && buyerCard ? buyer.id : customers[Math.floor(rnd() * customers.length)].user.id;
        for (let tries = 0; taken.has(`${buyerId}:${product.id}`) && tries < 8; tries++) {
          buyerId = customers[Math.floor(rnd() * customers.length)].user.id;
        }
        const activeKey = `${buyerId}:${product.id}`;
        if (taken.has(activeKey)) continue;
        const refunded = rnd() < REFUND_RATE && buyerId !== buyer.id;
        const refundedAt = refunded ? new Date(at.getTime() + (0.1 + rnd() * 3) * DAY) : null;
        const isRefunded = refundedAt !== null && refundedAt < now;
        if (!isRefunded) taken.add(activeKey);
        const card = cards.get(buyerId)!;
        const id = newId("ord");
        const split = splitAmount(product.priceCents, false);
        sales.push({
          product,
          refundedAt: isRefunded ? refundedAt : null,
          order: {
            id,
            buyerId,
            sellerId: seller.id,
            productId: product.id,
            status: isRefunded ? "REFUNDED" : "COMPLETED",
            amountCents: product.priceCents,
            listPriceCents: product.priceCents,
            ...split,
            // Demo refunds are full ones (the live path also makes partial ones: lib/purchases/refund-order.ts).
            ...(isRefunded
              ? { refundedCents: product.priceCents, refundedFeeCents: split.feeCents, refundedNetCents: split.sellerNetCents }
              : {}),
            currency: product.currency,
            paymentMethodId: card.id,
            chargeRef: newId("ch_test"),
            activeKey: isRefunded ? null : activeKey,
            refundedAt: isRefunded ? refundedAt : null,
            createdAt: at,
          },
        });
      }
    }
  }

  const charges: Prisma.ChargeCreateManyInput[] = [];
  const refunds: Prisma.RefundCreateManyInput[] = [];
  const ledger: Prisma.LedgerEntryCreateManyInput[] = [];
  const events: EventRow[] = [];
  for (const { order: o, refundedAt } of sales) {
    const card = cards.get(o.buyerId)!;
    charges.push({
      id: o.chargeRef,
      orderId: o.id,
      provider: "test",
      idempotencyKey: `purchase:${o.buyerId}:${o.productId}:0:${card.id}:${o.amountCents}:${o.currency}`,
      amountCents: o.amountCents,
      currency: o.currency,
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      createdAt: o.createdAt,
    });
    ledger.push({
      id: newId("led"),
      userId: o.sellerId,
      kind: "SALE",
      amountCents: o.sellerNetCents,
      currency: o.currency,
      orderId: o.id,
      createdAt: o.createdAt,
    });
    events.push(
      event(
        {
          type: "purchase.completed",
          data: {
            order: {
              id: o.id,
              productId: o.productId,
              buyerId: o.buyerId,
              amount: toAmount(o.amountCents),
              currency: o.currency,
              listPrice: toAmount(o.amountCents),
              priceMode: "fixed",
              discount: null,
              bundle: null,
            },
          },
        },
        [o.buyerId, o.sellerId],
        o.createdAt,
      ),
    );
    if (!refundedAt) continue;
    const refundId = newId("re");
    const reason = pick(REFUND_REASONS);
    refunds.push({
      id: refundId,
      orderId: o.id,
      amountCents: o.amountCents,
      feeCents: o.feeCents,
      referralCents: o.referralCents ?? 0,
      sellerNetCents: o.sellerNetCents,
      reason,
      details: null,
      refundRef: newId("re_test"),
      createdAt: refundedAt,
    });
    ledger.push({
      id: newId("led"),
      userId: o.sellerId,
      kind: "REFUND",
      amountCents: -o.sellerNetCents,
      currency: o.currency,
      orderId: o.id,
      refundId,
      createdAt: refundedAt,
    });
    events.push(
      event(
        {
          type: "purchase.refunded",
          data: {
            refund: {
              id: refundId,
              orderId: o.id,
              amount: toAmount(o.amountCents),
              reason,
              currency: o.currency,
              refundedAmount: toAmount(o.amountCents),
              orderStatus: "refunded",
            },
          },
        },
        [o.buyerId, o.sellerId],
        refundedAt,
      ),
    );
  }

  // Weekly payouts as the Monday 06:00 UTC job would have made them (lib/payouts/run-payouts.ts): for each seller and
  // currency that earned in the week, everything earned before the week's end minus every payout made so far, if
  // positive. tests/dashboard/demo-data.test.ts checks each payout against the ledger by that rule.
  const payouts: Prisma.PayoutCreateManyInput[] = [];
  const earnings = ledger.map((l) => ({
    userId: l.userId,
    currency: l.currency,
    amountCents: l.amountCents,
    at: (l.createdAt as Date).getTime(),
  }));
  const firstMonday = utcDay(start) + ((8 - new Date(utcDay(start)).getUTCDay()) % 7) * DAY;
  for (const seller of sellers) {
    const currencies = [...new Set(earnings.filter((e) => e.userId === seller.id).map((e) => e.currency))].sort();
    for (const currency of currencies) {
      const own = earnings.filter((e) => e.userId === seller.id && e.currency === currency);
      let paid = 0;
      for (let monday = firstMonday + 7 * DAY; monday + 6 * 3_600_000 <= now.getTime(); monday += 7 * DAY) {
        if (!own.some((e) => e.at >= monday - 7 * DAY && e.at < monday)) continue;
        const earned = own.filter((e) => e.at < monday).reduce((s, e) => s + e.amountCents, 0);
        const amountCents = earned - paid;
        if (amountCents <= 0) continue;
        paid += amountCents;
        const at = new Date(monday + 6 * 3_600_000 + Math.floor(rnd() * 60_000));
        const payout = {
          id: newId("po"),
          sellerId: seller.id,
          amountCents,
          currency,
          periodStart: new Date(monday - 7 * DAY),
          periodEnd: new Date(monday - DAY),
          createdAt: at,
        };
        payouts.push(payout);
        ledger.push({
          id: newId("led"),
          userId: seller.id,
          kind: "PAYOUT",
          amountCents: -amountCents,
          currency,
          payoutId: payout.id,
          createdAt: at,
        });
        const period = { start: payout.periodStart.toISOString().slice(0, 10), end: payout.periodEnd.toISOString().slice(0, 10) };
        events.push(
          event(
            {
              type: "payout.completed",
              data: { payout: { id: payout.id, sellerId: seller.id, amount: toAmount(amountCents), currency, period } },
            },
            [seller.id],
            at,
          ),
        );
      }
    }
  }

  // Reviews by buyers who kept what they bought.
  const reviews: Prisma.ReviewCreateManyInput[] = [];
  const reviewed = new Set<string>();
  for (const { order: o, refundedAt } of sales) {
    const at = new Date(o.createdAt.getTime() + (1 + rnd() * 9) * DAY);
    if (refundedAt || at >= now || rnd() >= REVIEW_RATE || o.buyerId === buyer.id || reviewed.has(`${o.buyerId}:${o.productId}`)) continue;
    reviewed.add(`${o.buyerId}:${o.productId}`);
    reviews.push({
      id: newId("rev"),
      productId: o.productId,
      authorId: o.buyerId,
      rating: pick([3, 4, 4, 5, 5, 5, 5]),
      comment: pick(SEED_COMMENTS),
      createdAt: at,
    });
  }

  // Views before the catalog seed's last 30 days, so conversion has a denominator over the whole window.
  const views: Prisma.ProductViewDayCreateManyInput[] = [];
  for (const p of products) {
    for (let d = 30; d < HISTORY_DAYS; d++) {
      const t = now.getTime() - d * DAY;
      if (t < p.publishedAt.getTime()) continue;
      views.push({ productId: p.id, day: new Date(utcDay(t)), views: Math.floor(rnd() * 20) });
    }
  }

  const ada = sellers.find((s) => s.email === "seller@demo.test");
  const executions = demoExecutions(rnd, now, buyer.id, ada?.id, sales, products);

  await client.$transaction(
    async (tx: DbTx) => {
      await tx.user.createMany({ data: customers.map((c) => c.user) });
      // The demo accounts were there before their history.
      await tx.user.updateMany({
        where: { id: { in: [buyer.id, ...sellers.map((s) => s.id)] } },
        data: { createdAt: new Date(start - 30 * DAY) },
      });
      await tx.paymentMethod.createMany({ data: customers.map((c) => c.card) });
      await tx.order.createMany({ data: sales.map((s) => s.order) });
      await tx.charge.createMany({ data: charges });
      await tx.refund.createMany({ data: refunds });
      await tx.payout.createMany({ data: payouts });
      await tx.ledgerEntry.createMany({ data: ledger });
      await tx.event.createMany({ data: events });
      await tx.review.createMany({ data: reviews });
      await tx.productViewDay.createMany({ data: views });
      await tx.execution.createMany({ data: executions });
      // Counters follow the rows, as the live paths keep them (raw SQL: a sale does not move updatedAt).
      await tx.$executeRaw`
        UPDATE "Product" p SET "purchaseCount" = o.n
        FROM (SELECT "productId", count(*)::int AS n FROM "Order" WHERE status = 'COMPLETED' GROUP BY "productId") o
        WHERE o."productId" = p.id`;
      await tx.$executeRaw`
        UPDATE "Product" p SET "ratingSum" = r.s, "ratingCount" = r.c, "ratingAverage" = r.s::float8 / r.c
        FROM (SELECT "productId", sum(rating)::int AS s, count(*)::int AS c FROM "Review" GROUP BY "productId") r
        WHERE r."productId" = p.id`;
      await tx.$executeRaw`
        UPDATE "Product" p SET "viewCount" = v.n
        FROM (SELECT "productId", sum(views)::int AS n FROM "ProductViewDay" GROUP BY "productId") v
        WHERE v."productId" = p.id`;
    },
    { timeout: 60_000 },
  );

  await seedWebhooks(rnd, now, sellers, events);
}

function demoExecutions(
  rnd: () => number,
  now: Date,
  buyerId: string,
  sellerId: string | undefined,
  sales: Sale[],
  products: Product[],
): Prisma.ExecutionCreateManyInput[] {
  const runs: { userId: string; product: Product; after: number }[] = [];
  for (const s of sales) {
    if (s.order.buyerId !== buyerId || s.refundedAt || s.product.type !== "PROMPT") continue;
    const n = 1 + Math.floor(rnd() * 5);
    for (let i = 0; i < n; i++) runs.push({ userId: buyerId, product: s.product, after: s.order.createdAt.getTime() });
  }
  if (sellerId) {
    const own = products.filter((p) => p.authorId === sellerId && p.type === "PROMPT");
    for (let i = 0; i < 24 && own.length; i++)
      runs.push({ userId: sellerId, product: own[i % own.length], after: own[i % own.length].publishedAt.getTime() });
  }
  return runs.map(({ userId, product, after }) => {
    const createdAt = new Date(after + rnd() * (now.getTime() - after));
    const provider = (product.compatibility.find((c) => c in MODELS) ?? "openai") as Provider;
    const model = MODELS[provider];
    const promptTokens = 200 + Math.floor(rnd() * 900);
    const failed = rnd() < 0.08;
    const completionTokens = failed ? 0 : 150 + Math.floor(rnd() * 1200);
    const cost = estimateCost(provider, [model], promptTokens, completionTokens);
    const durationMs = failed ? 300 + Math.floor(rnd() * 900) : 1500 + Math.floor(rnd() * 9000);
    return {
      id: newId("exec"),
      userId,
      productId: product.id,
      kind: "PROMPT" as const,
      status: failed ? ("FAILED" as const) : ("SUCCEEDED" as const),
      provider,
      model,
      output: failed ? null : OUTPUTS[Math.floor(rnd() * OUTPUTS.length)],
      promptTokens: failed ? 0 : promptTokens,
      completionTokens,
      costMicros: failed ? 0 : cost.costMicros,
      priceKnown: cost.priceKnown,
      durationMs,
      error: failed
        ? {
            code: "PROVIDER_RATE_LIMITED",
            message: `${provider} is rate limiting this key; try again in a minute`,
            details: { provider, providerStatus: 429, providerMessage: "Rate limit reached for requests. Please try again in 20s." },
          }
        : undefined,
      createdAt,
      startedAt: createdAt,
      finishedAt: new Date(createdAt.getTime() + durationMs),
    };
  });
}

/** Endpoints the demo sellers added early on, with a delivery (and its attempts) for every event they subscribe to. */
async function seedWebhooks(rnd: () => number, now: Date, sellers: { id: string; email: string }[], events: EventRow[]): Promise<void> {
  const client = await db();
  const plans: Record<
    string,
    { url: string; description: string; events: ("purchase.completed" | "purchase.refunded" | "payout.completed" | "*")[]; flaky: number }[]
  > = {
    "seller@demo.test": [
      {
        url: "https://hooks.ada-studio.example/promptly",
        description: "Order sync to our CRM",
        events: ["purchase.completed", "purchase.refunded"],
        flaky: 0.04,
      },
      { url: "https://books.ada-studio.example/payouts", description: "Bookkeeping", events: ["payout.completed"], flaky: 0.25 },
    ],
    "seller2@demo.test": [{ url: "https://grace-maker.example/webhooks", description: "Everything, to Slack", events: ["*"], flaky: 0.08 }],
  };
  const deliveries: Prisma.WebhookDeliveryCreateManyInput[] = [];
  const attempts: Prisma.WebhookAttemptCreateManyInput[] = [];
  for (const seller of sellers) {
    for (const plan of plans[seller.email] ?? []) {
      const created = await createEndpoint(seller.id, { url: plan.url, description: plan.description, events: plan.events });
      const since = new Date(now.getTime() - 85 * DAY);
      await client.webhookEndpoint.update({ where: { id: created.id }, data: { createdAt: since } });
      const secret = endpointSecret({
        id: created.id,
        secret: (await client.webhookEndpoint.findUniqueOrThrow({ where: { id: created.id } })).secret,
      });
      for (const e of events) {
        if (!(e.accountIds as string[]).includes(seller.id) || e.createdAt < since) continue;
        if (!plan.events.includes("*") && !plan.events.includes(e.type as never)) continue;
        const deliveryId = newId("dlv");
        // A flaky receiver fails the first try (or two) and takes the retry.
        const failures = rnd() < plan.flaky ? 1 + Math.floor(rnd() * 2) : 0;
        let at = e.createdAt.getTime() + 200 + Math.floor(rnd() * 800);
        for (let attempt = 1; attempt <= failures + 1; attempt++) {
          const ok = attempt > failures;
          const statusCode = ok ? 200 : pickWith(rnd, [500, 502, 503]);
          attempts.push({
            id: newId("wa"),
            deliveryId,
            attempt,
            series: 1,
            statusCode,
            durationMs: ok ? 80 + Math.floor(rnd() * 300) : 1000 + Math.floor(rnd() * 4000),
            responseBody: ok ? '{"received":true}' : statusCode === 503 ? "Service Unavailable" : "Internal Server Error",
            error: ok ? null : `HTTP ${statusCode}`,
            requestHeaders: signedHeaders({ secret, eventId: e.id, rawBody: e.payload, attempt, now: new Date(at) }),
            createdAt: new Date(at),
          });
          at += attempt * 60_000;
        }
        deliveries.push({
          id: deliveryId,
          eventId: e.id,
          endpointId: created.id,
          status: "SUCCEEDED",
          attemptCount: failures + 1,
          series: 1,
          createdAt: e.createdAt,
          updatedAt: new Date(at),
        });
      }
    }
  }
  await client.$transaction(async (tx: DbTx) => {
    await tx.webhookDelivery.createMany({ data: deliveries });
    await tx.webhookAttempt.createMany({ data: attempts });
  });
}

const pickWith = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** Midnight UTC of the day holding `t`. */
function utcDay(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
