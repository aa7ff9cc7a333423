import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";
import Stripe from "stripe";
import { freePort } from "../../support/free-port";
import { fakeBilling } from "./fake-billing";

/**
 * A small Stripe-compatible server for the tests, written from Stripe's API reference (https://docs.stripe.com/api):
 * form-encoded bodies with bracketed keys, `Authorization: Bearer sk_…`, `Idempotency-Key` replays (with
 * `Idempotent-Replayed: true`, and 400 idempotency_error for other parameters), errors as `{ error: { type, code,
 * decline_code, message, param, payment_intent } }`. Only the endpoints the app calls: customers, payment_methods
 * attach/retrieve, payment_intents create/retrieve/confirm, refunds create/list, accounts create/retrieve,
 * account_links create, transfers create/list; disputes are made by the test (no endpoint). Stripe's test payment
 * method ids behave as in Stripe's test mode. Checkout (fake-checkout part below): checkout/sessions create/retrieve/list/expire, billing_portal/sessions create,
 * setup_intents retrieve, charges list, and list pagination (`limit`, `starting_after`, `created[gte|lt]`), with
 * the hosted page of a session at its `url`. Billing (prices, subscriptions, invoices): fake-billing.ts.
 */
type Obj = Record<string, unknown> & { id: string };
type Card = {
  brand: string;
  last4: string;
  /** Stripe's card.fingerprint: the same for every PaymentMethod of one card number. */
  fingerprint: string;
  outcome: "succeed" | "insufficient_funds" | "generic_decline" | "authentication_required";
};

export const TEST_PAYMENT_METHODS: Record<string, Card> = {
  pm_card_visa: { brand: "visa", last4: "4242", fingerprint: "fp_visa4242", outcome: "succeed" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", fingerprint: "fp_mc4444", outcome: "succeed" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", fingerprint: "fp_visa9995", outcome: "insufficient_funds" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", fingerprint: "fp_visa0002", outcome: "generic_decline" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", fingerprint: "fp_visa3184", outcome: "authentication_required" },
};

const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: "Your card has insufficient funds.",
  generic_decline: "Your card was declined.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
};

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `metadata[orderId]=…`, `expand[0]=…`, `items[][price]=…` into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const head = key.match(/^[^[]+/)?.[0] ?? key;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
      const slot = Array.isArray(node) ? (part === "" ? node.length : Number(part)) : part;
      const holder = node as Record<string | number, unknown>;
      if (last) holder[slot] = value;
      else {
        holder[slot] ??= nextIsIndex ? [] : {};
        node = holder[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return out;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj & { card: Card }>();
  const paymentIntents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const transfers = new Map<string, Obj>();
  const disputes = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  /** Where the hosted Checkout page sends checkout.session.completed (signed), when set. */
  const webhook: { url: string | null; secret: string } = { url: null, secret: "" };
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: { method: string; path: string; idempotencyKey: string | null; params: Record<string, unknown> }[] = [];
  /** Calls to a path matching `path` are carried out and then never answered (a timeout after the work), `count` times. */
  const hang = { path: /^$/, count: 0 };
  /** Calls to a path matching `path` answer 500 api_error without doing anything, `count` times. */
  const fail = { path: /^$/, count: 0 };
  /** Calls to a path matching `path` are carried out, and their answer waits for `wait(answer)`, `count` times. */
  const gate: { path: RegExp; count: number; wait: (answer: string) => Promise<void> } = { path: /^$/, count: 0, wait: async () => {} };
  const sockets = new Set<Socket>();
  const billing = fakeBilling(
    (status, error) => new StripeFailure(status, error),
    (pmId) => paymentMethods.get(pmId)?.card,
    ({ customer, paymentMethod, amount, currency }) => {
      const pi: Obj = {
        id: id("pi"),
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency,
        customer,
        payment_method: paymentMethod,
        metadata: {},
        status: "processing",
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
      };
      paymentIntents.set(pi.id, pi);
      return succeed(pi).id;
    },
  );

  const invalid = (message: string, extra: Record<string, unknown> = {}, status = 400) =>
    new StripeFailure(status, { type: "invalid_request_error", message, ...extra });
  const missing = (what: string, key: string, param: string) =>
    invalid(`No such ${what}: '${key}'`, { code: "resource_missing", param }, 404);

  function chargeFor(pi: Obj): Obj {
    const charge: Obj = {
      id: id("ch"),
      object: "charge",
      amount: pi.amount,
      amount_refunded: 0,
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      metadata: pi.metadata,
      paid: true,
      refunded: false,
      status: "succeeded",
      created: now(),
    };
    charges.set(charge.id, charge);
    return charge;
  }

  function succeed(pi: Obj): Obj {
    const charge = chargeFor(pi);
    Object.assign(pi, {
      status: "succeeded",
      amount_received: pi.amount,
      latest_charge: charge.id,
      next_action: null,
      last_payment_error: null,
    });
    return pi;
  }

  /** A confirmation attempt of `pi` with its payment method: succeeded, requires_action, or a 402 card_error. */
  function attempt(pi: Obj, offSession: boolean, returnUrl: string | undefined): Obj {
    const pm = paymentMethods.get(String(pi.payment_method));
    if (!pm) throw missing("PaymentMethod", String(pi.payment_method), "payment_method");
    const { outcome } = pm.card;
    if (outcome === "succeed") return succeed(pi);
    if (outcome === "authentication_required" && !offSession) {
      Object.assign(pi, {
        status: "requires_action",
        next_action: {
          type: "redirect_to_url",
          redirect_to_url: { url: `${base}/test/authenticate/${pi.id}`, return_url: returnUrl ?? null },
        },
      });
      return pi;
    }
    const code = outcome === "authentication_required" ? "authentication_required" : "card_declined";
    const error = {
      type: "card_error",
      code,
      decline_code: outcome,
      message: DECLINE_MESSAGES[outcome],
      doc_url: `https://stripe.com/docs/error-codes/${code}`,
    };
    Object.assign(pi, { status: "requires_payment_method", last_payment_error: error, next_action: null });
    throw new StripeFailure(402, { ...error, payment_intent: { ...pi } });
  }

  function refund(params: Record<string, unknown>): Obj {
    const pi = paymentIntents.get(String(params.payment_intent));
    if (!pi) throw missing("payment_intent", String(params.payment_intent), "payment_intent");
    if (pi.status !== "succeeded")
      throw invalid("This PaymentIntent has no successful charge to refund.", { code: "charge_not_refundable" });
    const charge = charges.get(String(pi.latest_charge))!;
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    if (left <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    if (charge.disputed) throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, { code: "charge_disputed" });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalid(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`, { param: "amount" });
    }
    const created: Obj = {
      id: id("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: pi.id,
      status: "succeeded",
      metadata: params.metadata ?? {},
      created: now(),
    };
    refunds.set(created.id, created);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return created;
  }

  /** The seller finishes Express onboarding: Stripe has what it needs and turns transfers and payouts on. */
  function completeOnboarding(accountId: string, outcome: "enabled" | "under_review" = "enabled"): Obj {
    const account = accounts.get(accountId)!;
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: outcome === "enabled",
      payouts_enabled: outcome === "enabled",
      capabilities: { transfers: outcome === "enabled" ? "active" : "pending" },
      requirements: {
        currently_due: [],
        eventually_due: [],
        past_due: [],
        disabled_reason: outcome === "enabled" ? null : "requirements.pending_verification",
      },
    });
    return account;
  }

  function route(method: string, path: string, params: Record<string, unknown>, query: URLSearchParams): Obj {
    const checkout = checkoutRoute(method, path, params, query);
    if (checkout) return checkout;
    const billed = billing.route(method, path, params, parseStripeForm(query.toString()));
    if (billed) return billed;
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer: Obj = {
        id: id("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/)) && method === "POST") {
      const customer = String(params.customer ?? "");
      if (!customers.has(customer)) throw missing("customer", customer, "customer");
      const template = TEST_PAYMENT_METHODS[m[1]];
      if (template) {
        // A test id attaches as a new PaymentMethod of that card, as in Stripe's test mode.
        const pm = { id: id("pm"), object: "payment_method", type: "card", card: { ...template }, customer, created: now() };
        paymentMethods.set(pm.id, pm);
        return view(pm);
      }
      const pm = paymentMethods.get(m[1]);
      if (!pm) throw missing("PaymentMethod", m[1], "payment_method");
      if (pm.customer && pm.customer !== customer) {
        throw invalid("The payment method you provided has already been attached to a customer.", {
          code: "payment_method_unexpected_state",
        });
      }
      pm.customer = customer;
      return view(pm);
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)$/)) && method === "GET") {
      const pm = paymentMethods.get(m[1]);
      if (!pm) throw missing("PaymentMethod", m[1], "payment_method");
      return view(pm);
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50)
        throw invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
      if (typeof params.currency !== "string" || params.currency !== params.currency.toLowerCase())
        throw invalid("Invalid currency", { param: "currency" });
      const pm = paymentMethods.get(String(params.payment_method));
      if (!pm) throw missing("PaymentMethod", String(params.payment_method), "payment_method");
      if (pm.customer !== params.customer) {
        throw invalid("The provided PaymentMethod belongs to another customer or none.", { param: "payment_method" });
      }
      const pi: Obj = {
        id: id("pi"),
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: params.currency,
        customer: params.customer,
        payment_method: pm.id,
        metadata: params.metadata ?? {},
        status: "requires_confirmation",
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
      };
      paymentIntents.set(pi.id, pi);
      if (params.confirm === "true") return attempt(pi, params.off_session === "true", params.return_url as string | undefined);
      return pi;
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/))) {
      const pi = paymentIntents.get(m[1]);
      if (!pi) throw missing("payment_intent", m[1], "intent");
      if (method === "GET" && !m[2]) return pi;
      if (method === "POST" && m[2]) {
        if (!["requires_payment_method", "requires_confirmation"].includes(String(pi.status))) {
          throw invalid(`This PaymentIntent's status is ${pi.status}, so it cannot be confirmed.`, {
            code: "payment_intent_unexpected_state",
          });
        }
        if (params.payment_method) pi.payment_method = params.payment_method;
        return attempt(pi, params.off_session === "true", params.return_url as string | undefined);
      }
    }
    if (method === "POST" && path === "/v1/accounts") {
      // A new Express account: nothing submitted, everything due, no charges or payouts (Stripe's Account object).
      if (params.type !== "express" && !params.controller) throw invalid("You must specify a type or controller", { param: "type" });
      const account: Obj = {
        id: id("acct"),
        object: "account",
        type: params.type ?? "express",
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        capabilities: { transfers: "inactive" },
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ["business_type", "external_account", "tos_acceptance.date"],
          eventually_due: [],
          past_due: [],
          disabled_reason: "requirements.past_due",
        },
        created: now(),
      };
      accounts.set(account.id, account);
      return account;
    }
    if ((m = path.match(/^\/v1\/accounts\/([^/]+)$/)) && method === "GET") {
      const account = accounts.get(m[1]);
      if (!account) throw missing("account", m[1], "account");
      return account;
    }
    if (method === "POST" && path === "/v1/account_links") {
      const account = String(params.account ?? "");
      if (!accounts.has(account)) throw missing("account", account, "account");
      if (!params.return_url || !params.refresh_url) throw invalid("Missing required param: return_url.", { param: "return_url" });
      const created = now();
      return {
        id: "",
        object: "account_link",
        created,
        expires_at: created + 300,
        url: `${base}/test/onboarding/${account}?return=${encodeURIComponent(String(params.return_url))}`,
      };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const destination = String(params.destination ?? "");
      const account = accounts.get(destination);
      if (!account) throw missing("account", destination, "destination");
      if (account.capabilities && (account.capabilities as Record<string, string>).transfers !== "active")
        throw invalid("Your destination account needs to have at least one of the following capabilities enabled: transfers", {
          code: "insufficient_capabilities_for_transfer",
          param: "destination",
        });
      const transfer: Obj = {
        id: id("tr"),
        object: "transfer",
        amount: Number(params.amount),
        amount_reversed: 0,
        currency: params.currency,
        destination,
        transfer_group: params.transfer_group ?? null,
        metadata: params.metadata ?? {},
        reversed: false,
        created: now(),
      };
      transfers.set(transfer.id, transfer);
      return transfer;
    }
    if (method === "GET" && path === "/v1/transfers") {
      const data = [...transfers.values()]
        .filter((t) => !query.get("destination") || t.destination === query.get("destination"))
        .filter((t) => !query.get("transfer_group") || t.transfer_group === query.get("transfer_group"))
        .reverse();
      return { id: "", object: "list", data: data.slice(0, Number(query.get("limit") ?? 10)), has_more: false, url: "/v1/transfers" };
    }
    if (method === "POST" && path === "/v1/refunds") return refund(params);
    if (method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()]
        .filter((r) => !query.get("payment_intent") || r.payment_intent === query.get("payment_intent"))
        .reverse();
      const limit = Number(query.get("limit") ?? 10);
      return { id: "", object: "list", url: "/v1/refunds", has_more: data.length > limit, data: data.slice(0, limit) };
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, {}, 404);
  }

  // ── fake-checkout: Checkout Sessions, their hosted page, and list pagination (Stripe's API reference) ──

  /** A list answer as Stripe pages it: newest first, `created[gte|lt]`, `starting_after`, `limit` (default 10). */
  function page(items: Obj[], query: URLSearchParams, url: string): Obj {
    const gte = query.get("created[gte]");
    const lt = query.get("created[lt]");
    let data = items
      .filter((o) => gte === null || Number(o.created) >= Number(gte))
      .filter((o) => lt === null || Number(o.created) < Number(lt))
      .reverse();
    const after = query.get("starting_after");
    if (after) data = data.slice(data.findIndex((o) => o.id === after) + 1);
    const limit = Number(query.get("limit") ?? 10);
    return { id: "", object: "list", url, has_more: data.length > limit, data: data.slice(0, limit) };
  }

  function checkoutRoute(method: string, path: string, params: Record<string, unknown>, query: URLSearchParams): Obj | null {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const mode = String(params.mode ?? "");
      if (!["payment", "setup", "subscription"].includes(mode)) throw invalid("Invalid mode", { param: "mode" });
      if (!params.success_url) throw invalid("Missing required param: success_url.", { param: "success_url" });
      const customer = params.customer ? String(params.customer) : null;
      if (customer && !customers.has(customer)) throw missing("customer", customer, "customer");
      const items = (params.line_items ?? []) as {
        quantity?: string;
        price?: string;
        price_data?: { currency?: string; unit_amount?: string };
      }[];
      if (mode !== "setup" && items.length === 0) throw invalid("Missing required param: line_items.", { param: "line_items" });
      if (mode === "subscription" && !billing.prices.get(String(items[0].price))?.recurring) {
        throw invalid("You must provide at least one recurring price in `subscription` mode when using prices.", {
          param: "line_items",
        });
      }
      const amount =
        mode === "subscription"
          ? billing.sessionAmount(items)
          : items.reduce((sum, i) => sum + Number(i.price_data?.unit_amount ?? 0) * Number(i.quantity ?? 1), 0);
      const subscriptionCurrency = mode === "subscription" ? String(billing.prices.get(String(items[0].price))!.currency) : null;
      const session: Obj = {
        id: id("cs_test"),
        object: "checkout.session",
        mode,
        status: "open",
        payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
        customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        payment_intent_data: params.payment_intent_data ?? {},
        subscription_data: params.subscription_data ?? {},
        line_items: items,
        amount_total: mode === "setup" ? null : amount,
        currency:
          mode === "payment"
            ? (items[0]?.price_data?.currency ?? null)
            : (subscriptionCurrency ?? (params.currency as string | undefined) ?? null),
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        payment_intent: null,
        setup_intent: null,
        subscription: null,
        expires_at: now() + 86_400,
        created: now(),
        livemode: false,
      };
      session.url = `${base}/test/checkout/${session.id}`;
      sessions.set(session.id, session);
      return publicSession(session);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = String(params.customer ?? "");
      if (!customers.has(customer)) throw missing("customer", customer, "customer");
      const portal: Obj = {
        id: id("bps"),
        object: "billing_portal.session",
        customer,
        return_url: params.return_url ?? null,
        created: now(),
        livemode: false,
      };
      portal.url = `${base}/test/portal/${String(portal.id)}`;
      portals.set(String(portal.id), portal);
      return portal;
    }
    if (method === "GET" && path === "/v1/checkout/sessions") {
      const customer = query.get("customer");
      const status = query.get("status");
      const matching = [...sessions.values()].filter((s) => (!customer || s.customer === customer) && (!status || s.status === status));
      return page(matching.map(publicSession), query, "/v1/checkout/sessions");
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === "POST") {
      const session = sessions.get(m[1]);
      if (!session) throw missing("checkout.session", m[1], "session");
      if (session.status !== "open") {
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        );
      }
      session.status = "expired";
      return publicSession(session);
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === "GET") {
      const session = sessions.get(m[1]);
      if (!session) throw missing("checkout.session", m[1], "session");
      return publicSession(session);
    }
    if ((m = path.match(/^\/v1\/setup_intents\/([^/]+)$/)) && method === "GET") {
      const si = setupIntents.get(m[1]);
      if (!si) throw missing("setup_intent", m[1], "intent");
      return si;
    }
    if (method === "GET" && path === "/v1/charges") return page([...charges.values()], query, "/v1/charges");
    if (method === "GET" && path === "/v1/refunds" && !query.get("payment_intent"))
      return page([...refunds.values()], query, "/v1/refunds");
    if (method === "GET" && path === "/v1/transfers" && !query.get("destination") && !query.get("transfer_group"))
      return page([...transfers.values()], query, "/v1/transfers");
    return null;
  }

  /** A session as the API answers it: payment_intent_data and subscription_data are create parameters only; line_items is expandable. */
  const publicSession = (s: Obj): Obj =>
    Object.fromEntries(Object.entries(s).filter(([k]) => !["payment_intent_data", "subscription_data", "line_items"].includes(k))) as Obj;

  /**
   * The buyer pays on the hosted page with Stripe's test card: the PaymentIntent succeeds, the session completes. As
   * Stripe documents it, the new PaymentMethod is attached to the session's Customer in setup mode, and in payment
   * mode only when payment_intent_data.setup_future_usage was given (otherwise it cannot be reused).
   */
  function completeSession(sessionId: string, card = "pm_card_visa"): Obj {
    const session = sessions.get(sessionId)!;
    if (session.status !== "open") return session;
    const data = (session.payment_intent_data ?? {}) as { metadata?: Record<string, string>; setup_future_usage?: string };
    // A subscription's card is kept on the Customer too: the renewals charge it.
    const saved = session.mode !== "payment" || Boolean(data.setup_future_usage);
    const pm = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      card: { ...TEST_PAYMENT_METHODS[card] },
      customer: saved ? session.customer : null,
      created: now(),
    };
    paymentMethods.set(pm.id, pm);
    if (session.mode === "subscription") {
      const sub = billing.subscribe(session, pm.id);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
    } else if (session.mode === "payment") {
      const pi: Obj = {
        id: id("pi"),
        object: "payment_intent",
        amount: session.amount_total,
        amount_received: 0,
        currency: session.currency,
        customer: session.customer,
        payment_method: pm.id,
        metadata: data.metadata ?? {},
        setup_future_usage: data.setup_future_usage ?? null,
        status: "processing",
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
      };
      paymentIntents.set(pi.id, pi);
      succeed(pi);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: pi.id });
    } else {
      const si: Obj = {
        id: id("seti"),
        object: "setup_intent",
        customer: session.customer,
        payment_method: pm.id,
        status: "succeeded",
        usage: "off_session",
        created: now(),
      };
      setupIntents.set(si.id, si);
      Object.assign(session, { status: "complete", setup_intent: si.id });
    }
    return session;
  }

  /** checkout.session.completed as Stripe delivers it: signed with the endpoint's secret. */
  async function deliverCompleted(session: Obj): Promise<number> {
    if (!webhook.url) return 0;
    const payload = JSON.stringify(makeEvent("checkout.session.completed", publicSession(session)));
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
    const res = await fetch(webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    return res.status;
  }

  /** GET: the hosted page (a Pay button, a way back); POST: pay, deliver the webhook, go to success_url. */
  async function hostedCheckout(req: http.IncomingMessage, res: http.ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { "content-type": "text/html" });
      return void res.end("<p>This Checkout Session does not exist.</p>");
    }
    if (session.status === "expired") {
      // Stripe's hosted page for an expired session: nothing can be paid on it.
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end("<!doctype html><p>This Checkout Session is no longer available.</p>");
    }
    if (req.method === "POST") {
      completeSession(sessionId);
      await deliverCompleted(session).catch(() => 0);
      const to = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id);
      res.writeHead(303, { location: to });
      return void res.end();
    }
    const total =
      session.mode === "setup" ? "" : `${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html><head><title>Fake Stripe Checkout</title></head><body>` +
        `<h1>${session.mode === "payment" ? `Pay ${total}` : session.mode === "subscription" ? `Subscribe: ${total} a month` : "Save a card"}</h1>` +
        `<p>Test card: Visa ending 4242</p>` +
        `<form method="post" action="/test/checkout/${session.id}"><button type="submit">${session.mode === "payment" ? "Pay" : session.mode === "subscription" ? "Subscribe" : "Save card"}</button></form>` +
        (session.cancel_url ? `<p><a href="${String(session.cancel_url)}">Back</a></p>` : "") +
        `</body></html>`,
    );
  }

  function makeEvent(type: string, object: Obj): Obj {
    return {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    };
  }

  const view = (pm: Obj & { card: Card }) => ({
    ...pm,
    card: { brand: pm.card.brand, last4: pm.card.last4, fingerprint: pm.card.fingerprint },
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", base);
      const method = req.method ?? "GET";
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        if (hang.count > 0 && hang.path.test(url.pathname)) {
          hang.count--;
          return; // the work is done, the answer never comes
        }
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...headers });
        res.end(body);
      };
      // The page a buyer's bank shows for 3-D Secure: visiting it completes the authentication.
      // The page an Account Link opens: visiting it stands for the seller finishing Express onboarding.
      const onboarding = url.pathname.match(/^\/test\/onboarding\/([^/]+)$/);
      if (onboarding && accounts.has(onboarding[1])) {
        completeOnboarding(onboarding[1]);
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(`<p>Onboarded ${onboarding[1]}</p>`);
      }
      const hosted = url.pathname.match(/^\/test\/checkout\/([^/]+)$/);
      if (hosted) return void hostedCheckout(req, res, hosted[1]);
      const auth = url.pathname.match(/^\/test\/authenticate\/([^/]+)$/);
      if (auth) {
        const pi = paymentIntents.get(auth[1]);
        if (pi?.status === "requires_action") succeed(pi);
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(`<p>Authenticated ${auth[1]}</p>`);
      }
      if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? "")) {
        return send(401, JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }));
      }
      const params = parseStripeForm(raw);
      const key = method === "POST" ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
      requests.push({ method, path: url.pathname, idempotencyKey: key, params });
      if (fail.count > 0 && fail.path.test(url.pathname)) {
        fail.count--;
        return send(500, JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));
      }
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      if (key) {
        const seen = idempotent.get(key);
        if (seen && seen.fingerprint !== fingerprint) {
          return send(
            400,
            JSON.stringify({
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
          );
        }
        if (seen) return send(seen.status, seen.body, { "idempotent-replayed": "true", "idempotency-key": key });
      }
      let status = 200;
      let body: string;
      try {
        body = JSON.stringify(route(method, url.pathname, params, url.searchParams));
      } catch (err) {
        if (!(err instanceof StripeFailure)) throw err;
        status = err.status;
        body = JSON.stringify({ error: err.error });
      }
      if (key) idempotent.set(key, { fingerprint, status, body });
      if (gate.count > 0 && gate.path.test(url.pathname)) {
        gate.count--;
        void gate.wait(body).then(() => send(status, body, key ? { "idempotency-key": key } : {}));
        return;
      }
      send(status, body, key ? { "idempotency-key": key } : {});
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: base,
    port: (server.address() as AddressInfo).port,
    requests,
    hang,
    fail,
    gate,
    paymentIntents,
    customers,
    paymentMethods,
    refunds,
    accounts,
    transfers,
    completeOnboarding,
    /** The charge of a PaymentIntent as a charge.refunded event carries it. */
    chargeOf(paymentIntentId: string): Obj {
      const charge = charges.get(String(paymentIntents.get(paymentIntentId)?.latest_charge))!;
      const list = [...refunds.values()].filter((r) => r.charge === charge.id).reverse();
      return { ...charge, refunds: { object: "list", data: list, has_more: false, url: `/v1/charges/${charge.id}/refunds` } };
    },
    /** A refund made in the Stripe Dashboard, of everything left or of `amount` cents: no idempotency key, nothing of ours. */
    dashboardRefund(paymentIntentId: string, amount?: number): Obj {
      return refund({ payment_intent: paymentIntentId, ...(amount === undefined ? {} : { amount: String(amount) }) });
    },
    /**
     * The buyer's bank disputes the charge (Stripe's Dispute object: https://docs.stripe.com/api/disputes/object), as
     * charge.dispute.created carries it; `decide` moves it to won or lost, as charge.dispute.closed carries it.
     */
    dispute(paymentIntentId: string, reason = "fraudulent"): Obj {
      const pi = paymentIntents.get(paymentIntentId)!;
      const charge = charges.get(String(pi.latest_charge))!;
      const created: Obj = {
        id: id("dp"),
        object: "dispute",
        amount: Number(charge.amount) - Number(charge.amount_refunded),
        currency: charge.currency,
        charge: charge.id,
        payment_intent: pi.id,
        reason,
        status: "needs_response",
        is_charge_refundable: false,
        metadata: {},
        created: now(),
      };
      disputes.set(created.id, created);
      charge.disputed = true;
      return { ...created };
    },
    decide(disputeId: string, status: "won" | "lost"): Obj {
      const dispute = disputes.get(disputeId)!;
      dispute.status = status;
      return { ...dispute };
    },
    /** An event as Stripe sends it to a webhook endpoint. */
    event: (type: string, object: Obj): Obj => makeEvent(type, object),
    charges,
    sessions,
    portals,
    billing,
    setupIntents,
    webhook,
    completeSession,
    /** The session as the API answers it (for a checkout.session.completed event of a test). */
    sessionView: (sessionId: string) => publicSession(sessions.get(sessionId)!),
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
