import { randomBytes } from "node:crypto";

/**
 * Stripe Billing for the fake of fake-stripe.ts, written from Stripe's API reference (https://docs.stripe.com/api/prices,
 * /api/subscriptions, /api/invoices/object) with only what the app calls: prices list (by `lookup_keys`) and create;
 * subscriptions retrieve and update (`items`, `proration_behavior`, `payment_behavior=pending_if_incomplete`,
 * `cancel_at_period_end`, `metadata` where "" unsets a key); the subscription a `mode=subscription` Checkout Session
 * makes when paid. A paid invoice is paid by a PaymentIntent and its Charge (made by the main fake, listed with the
 * others) and an InvoicePayment linking the two (`GET /v1/invoice_payments`, which reconciliation lists to tell plan
 * charges from purchases). The test moves time on with
 * `renew` (the period ends: paid, or past_due when the card declines) and `endAfterRetries` (Stripe's retries
 * exhausted: canceled with cancellation_details.reason payment_failed).
 */
type Obj = Record<string, unknown> & { id: string };
type Fail = (status: number, error: Record<string, unknown>) => Error;
type CardOf = (paymentMethodId: string) => { outcome: string } | undefined;
/** The main fake charges the card: a succeeded PaymentIntent (and Charge) of `amount`; answers its id. */
type Pay = (input: { customer: unknown; paymentMethod: string; amount: number; currency: unknown }) => string;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

export function fakeBilling(fail: Fail, cardOf: CardOf, pay: Pay) {
  const prices = new Map<string, Obj>();
  const invoicePayments = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const invalid = (message: string, extra: Record<string, unknown> = {}, status = 400) =>
    fail(status, { type: "invalid_request_error", message, ...extra });
  const missing = (what: string, key: string, param: string) =>
    invalid(`No such ${what}: '${key}'`, { code: "resource_missing", param }, 404);

  const itemOf = (sub: Obj) => (sub.items as { data: Obj[] }).data[0];

  /** An invoice of `amount` for the subscription, paid with its default card unless that card declines. */
  function invoice(sub: Obj, amount: number, reason: string): Obj {
    const card = cardOf(String(sub.default_payment_method));
    const paid = amount === 0 || card?.outcome === "succeed";
    const inv: Obj = {
      id: id("in"),
      object: "invoice",
      customer: sub.customer,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: (itemOf(sub).price as Obj).currency,
      status: paid ? "paid" : "open",
      billing_reason: reason,
      attempt_count: 1,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: { ...(sub.metadata as object) } } },
      period_end: itemOf(sub).current_period_end,
      created: now(),
      livemode: false,
    };
    invoices.set(inv.id, inv);
    sub.latest_invoice = inv.id;
    if (paid && amount > 0) {
      const pi = pay({ customer: sub.customer, paymentMethod: String(sub.default_payment_method), amount, currency: inv.currency });
      const payment: Obj = {
        id: id("inpay"),
        object: "invoice_payment",
        invoice: inv.id,
        amount_paid: amount,
        amount_requested: amount,
        currency: inv.currency,
        is_default: true,
        status: "paid",
        payment: { type: "payment_intent", payment_intent: pi },
        status_transitions: { paid_at: now(), canceled_at: null },
        created: now(),
        livemode: false,
      };
      invoicePayments.set(payment.id, payment);
    }
    return inv;
  }

  function route(method: string, path: string, params: Record<string, unknown>, query: Record<string, unknown>): Obj | null {
    let m: RegExpMatchArray | null;
    if (method === "GET" && path === "/v1/prices") {
      const keys = Object.values((query.lookup_keys ?? {}) as Record<string, string>);
      const data = [...prices.values()].filter(
        (p) =>
          (keys.length === 0 || keys.includes(String(p.lookup_key))) && (query.active === undefined || String(p.active) === query.active),
      );
      return { id: "", object: "list", url: "/v1/prices", has_more: false, data: data.slice(0, Number(query.limit ?? 10)) };
    }
    if (method === "POST" && path === "/v1/prices") {
      const amount = Number(params.unit_amount);
      if (!Number.isInteger(amount) || amount < 0) throw invalid("Invalid integer: unit_amount", { param: "unit_amount" });
      if (!params.product && !params.product_data) throw invalid("Missing required param: product.", { param: "product" });
      const lookup = (params.lookup_key as string | undefined) ?? null;
      if (lookup && [...prices.values()].some((p) => p.lookup_key === lookup)) {
        throw invalid(`A price (\`${lookup}\`) already uses that lookup key.`, { param: "lookup_key" });
      }
      const recurring = params.recurring as { interval?: string } | undefined;
      const price: Obj = {
        id: id("price"),
        object: "price",
        active: true,
        currency: params.currency,
        unit_amount: amount,
        lookup_key: lookup,
        product: params.product ?? id("prod"),
        recurring: recurring ? { interval: recurring.interval, interval_count: 1, usage_type: "licensed" } : null,
        type: recurring ? "recurring" : "one_time",
        metadata: params.metadata ?? {},
        created: now(),
        livemode: false,
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const created = (query.created ?? {}) as { gte?: string; lte?: string };
      const data = [...invoicePayments.values()]
        .filter((p) => query.status === undefined || p.status === query.status)
        .filter((p) => created.gte === undefined || Number(p.created) >= Number(created.gte))
        .filter((p) => created.lte === undefined || Number(p.created) <= Number(created.lte))
        .reverse();
      const limit = Number(query.limit ?? 10);
      return { id: "", object: "list", url: "/v1/invoice_payments", has_more: data.length > limit, data: data.slice(0, limit) };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]);
      if (!sub) throw missing("subscription", m[1], "id");
      if (method === "GET") return sub;
      if (method === "POST") return update(sub, params);
    }
    return null;
  }

  function update(sub: Obj, params: Record<string, unknown>): Obj {
    if (sub.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    const items = params.items as { id?: string; price?: string }[] | undefined;
    const pending = params.payment_behavior === "pending_if_incomplete";
    if (pending && (params.metadata || params.cancel_at_period_end)) {
      throw invalid("When payment_behavior=pending_if_incomplete, only some parameters are supported.", { param: "payment_behavior" });
    }
    if (items?.length) {
      const item = itemOf(sub);
      if (items[0].id !== item.id) throw missing("subscription_item", String(items[0].id), "items[0][id]");
      const price = prices.get(String(items[0].price));
      if (!price) throw missing("price", String(items[0].price), "items[0][price]");
      const old = item.price as Obj;
      const behavior = String(params.proration_behavior ?? "create_prorations");
      if (behavior === "always_invoice") {
        // The unused part of the old price credited, the new one charged for the rest of the period, invoiced now.
        const end = Number(item.current_period_end);
        const start = Number(item.current_period_start);
        const left = Math.max(0, end - now()) / (end - start);
        const amount = Math.max(0, Math.round((Number(price.unit_amount) - Number(old.unit_amount)) * left));
        const inv = invoice(sub, amount, "subscription_update");
        if (inv.status !== "paid" && pending) {
          sub.pending_update = {
            expires_at: now() + 23 * 3600,
            subscription_items: [{ id: item.id, price: { ...price }, quantity: 1 }],
            billing_cycle_anchor: null,
            trial_end: null,
            trial_from_plan: null,
          };
          return sub;
        }
        if (inv.status !== "paid") sub.status = "past_due";
      }
      item.price = { ...price };
      sub.pending_update = null;
    }
    if (params.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = params.cancel_at_period_end === "true";
      sub.canceled_at = sub.cancel_at_period_end ? now() : null;
    }
    if (params.metadata) {
      const meta = { ...(sub.metadata as Record<string, string>) };
      for (const [k, v] of Object.entries(params.metadata as Record<string, string>)) {
        if (v === "") delete meta[k];
        else meta[k] = v;
      }
      sub.metadata = meta;
    }
    return sub;
  }

  /** A paid `mode=subscription` Checkout Session: the subscription, active, its first invoice paid with the card. */
  function subscribe(session: Obj, paymentMethodId: string): Obj {
    const items = (session.line_items ?? []) as { price?: string; quantity?: string }[];
    const price = prices.get(String(items[0]?.price));
    if (!price) throw new Error(`the session's price ${String(items[0]?.price)} is unknown`);
    const start = now();
    const data = (session.subscription_data ?? {}) as { metadata?: Record<string, string> };
    const sub: Obj = {
      id: id("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null, comment: null, feedback: null },
      default_payment_method: paymentMethodId,
      metadata: data.metadata ?? {},
      pending_update: null,
      latest_invoice: null,
      items: {
        object: "list",
        has_more: false,
        url: "/v1/subscription_items",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            price: { ...price },
            quantity: Number(items[0]?.quantity ?? 1),
            current_period_start: start,
            current_period_end: start + MONTH,
          },
        ],
      },
      billing_cycle_anchor: start,
      start_date: start,
      created: start,
      livemode: false,
    };
    (sub.items as { url: string }).url = `/v1/subscription_items?subscription=${sub.id}`;
    subscriptions.set(sub.id, sub);
    invoice(sub, Number(price.unit_amount), "subscription_create");
    return sub;
  }

  return {
    prices,
    subscriptions,
    invoices,
    invoicePayments,
    route,
    subscribe,
    /** The amount a session in subscription mode totals: its price's unit amount. */
    sessionAmount: (lineItems: { price?: string; quantity?: string }[]) =>
      lineItems.reduce((sum, i) => sum + Number(prices.get(String(i.price))?.unit_amount ?? 0) * Number(i.quantity ?? 1), 0),
    /**
     * The period ends: a subscription set to cancel ends (`canceled`, reason cancellation_requested); otherwise the
     * next period starts and its invoice is charged to the default card (`past_due` when it declines). Answers the
     * subscription and, when one was made, the invoice.
     */
    renew(subId: string): { subscription: Obj; invoice: Obj | null } {
      const sub = subscriptions.get(subId)!;
      const item = itemOf(sub);
      if (sub.cancel_at_period_end) {
        Object.assign(sub, {
          status: "canceled",
          ended_at: now(),
          cancellation_details: { reason: "cancellation_requested", comment: null, feedback: null },
        });
        return { subscription: sub, invoice: null };
      }
      const end = Number(item.current_period_end);
      Object.assign(item, { current_period_start: end, current_period_end: end + MONTH });
      const inv = invoice(sub, Number((item.price as Obj).unit_amount), "subscription_cycle");
      sub.status = inv.status === "paid" ? "active" : "past_due";
      return { subscription: sub, invoice: inv };
    },
    /** Stripe's retries of a failed renewal are exhausted: the subscription is canceled for non-payment. */
    endAfterRetries(subId: string): Obj {
      const sub = subscriptions.get(subId)!;
      Object.assign(sub, {
        status: "canceled",
        ended_at: now(),
        canceled_at: now(),
        cancellation_details: { reason: "payment_failed", comment: null, feedback: null },
      });
      return sub;
    },
    /** The customer's card changes (as after updating it on Stripe): later invoices are charged to it. */
    setCard(subId: string, paymentMethodId: string) {
      subscriptions.get(subId)!.default_payment_method = paymentMethodId;
    },
  };
}
