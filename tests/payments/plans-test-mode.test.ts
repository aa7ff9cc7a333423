import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { renewTestPlans } from "@/lib/payments/test-plan-billing";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { baseUrl } from "../support/server";
import { signIn } from "../support/session";

// Paid plans in test mode (docs/payments.md#paid-plans): the same PlanBilling seam as Stripe Billing, the money through
// the test provider (the default card, or Stripe's test card Visa 4242), renewals by the plan-renewals job.

async function planUser() {
  const u = await makeUser();
  return { ...u, cookie: await signIn(u.email, TEST_PASSWORD) };
}
type U = Awaited<ReturnType<typeof planUser>>;
const choose = async (u: U, plan: string) =>
  api("/account/plan", { json: { plan }, headers: { cookie: u.cookie, origin: await baseUrl() } });
const readPlan = async (u: U) => (await api("/account/plan", { key: u.key })).body.data;
const events = async (u: U) =>
  (
    await (
      await db()
    ).event.findMany({
      where: { type: "user.subscription.updated", accountIds: { has: u.id } },
      orderBy: { createdAt: "asc" },
    })
  ).map((e) => (e.data as { subscription: { oldPlan: string; newPlan: string; effectiveDate: string } }).subscription);
/** The period ends now (as a month passing would make it), so the next plan-renewals run acts on it. */
const endPeriod = async (u: U) =>
  (await db()).planSubscription.update({ where: { userId: u.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });

describe("paid plans in test mode", () => {
  it("subscribes at once, charging the default test card the monthly price; the plan page has the next invoice", async () => {
    const u = await planUser();
    const res = await choose(u, "PRO");
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ plan: "PRO", checkoutUrl: null, limits: { perMinute: 100, perDay: 10_000 } });
    const sub = res.body.data.subscription;
    expect(sub).toMatchObject({
      status: "active",
      plan: "PRO",
      nextPlan: null,
      nextInvoice: { amount: 19, currency: "USD" },
      notice: null,
    });
    const days = (new Date(sub.nextInvoice.date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const row = await (await db()).planSubscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(row).toMatchObject({ paymentMethodRef: "pm_card_visa", subscriptionRef: expect.stringMatching(/^sub_test_/) });
    expect(await events(u)).toEqual([{ userId: u.id, oldPlan: "FREE", newPlan: "PRO", effectiveDate: expect.any(String) }]);
  });

  it("has no billing portal in test mode: 400 in plain words", async () => {
    const u = await planUser();
    const res = await api("/account/plan/portal", { method: "POST", headers: { cookie: u.cookie, origin: await baseUrl() } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(res.body.error)).toContain("Test mode has no billing portal");
  });

  it("a declining default card is 402 and nothing changes", async () => {
    const u = await planUser();
    expect((await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_chargeDeclinedInsufficientFunds" } })).status).toBe(
      201,
    );
    const res = await choose(u, "BUSINESS");
    expect([res.status, res.body.error.code]).toEqual([402, "INSUFFICIENT_FUNDS"]);
    expect(await readPlan(u)).toMatchObject({ plan: "FREE", subscription: null });
    expect(await events(u)).toEqual([]);
  });

  it("upgrades now, downgrades and cancels at the period end, renewed by the plan-renewals job", async () => {
    const u = await planUser();
    await choose(u, "PRO");
    const up = await choose(u, "BUSINESS");
    expect(up.body.data).toMatchObject({ plan: "BUSINESS", subscription: { nextInvoice: { amount: 99 }, nextPlan: null } });
    const down = await choose(u, "PRO");
    expect(down.body.data).toMatchObject({ plan: "BUSINESS", subscription: { nextPlan: "PRO", nextInvoice: { amount: 19 } } });
    expect(down.body.data.subscription.changesAt).toBe(down.body.data.subscription.currentPeriodEnd);
    expect((await events(u)).map((e) => e.newPlan)).toEqual(["PRO", "BUSINESS"]);

    const { currentPeriodEnd } = await endPeriod(u);
    expect(await renewTestPlans()).toMatchObject({ renewed: expect.any(Number) });
    const renewed = await readPlan(u);
    expect(renewed).toMatchObject({ plan: "PRO", subscription: { status: "active", nextPlan: null, nextInvoice: { amount: 19 } } });
    expect(new Date(renewed.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const afterDowngrade = await events(u);
    expect(afterDowngrade.map((e) => e.newPlan)).toEqual(["PRO", "BUSINESS", "PRO"]);
    expect(afterDowngrade[2].effectiveDate).toBe(currentPeriodEnd.toISOString());

    // Cancel (FREE), then the period ends: back on Free, no notice.
    expect((await choose(u, "FREE")).body.data).toMatchObject({ plan: "PRO", subscription: { nextPlan: "FREE", nextInvoice: null } });
    await endPeriod(u);
    await renewTestPlans();
    expect(await readPlan(u)).toMatchObject({ plan: "FREE", subscription: { status: "canceled", notice: null, nextInvoice: null } });
    expect((await events(u)).map((e) => e.newPlan)).toEqual(["PRO", "BUSINESS", "PRO", "FREE"]);
    // A new subscription after the end starts again through the same path.
    expect((await choose(u, "PRO")).body.data).toMatchObject({ plan: "PRO", subscription: { status: "active" } });
  });

  it("a renewal the card declines drops the account to FREE with a notice and a mail", async () => {
    const u = await planUser();
    await choose(u, "PRO");
    await (
      await db()
    ).planSubscription.update({
      where: { userId: u.id },
      data: { paymentMethodRef: "pm_card_chargeDeclined" },
    });
    await endPeriod(u);
    await renewTestPlans();
    const plan = await readPlan(u);
    expect(plan).toMatchObject({ plan: "FREE", subscription: { status: "canceled", notice: { kind: "payment_failed" } } });
    const mail = await (await db()).mailMessage.findMany({ where: { userId: u.id, kind: "plan-payment-failed" } });
    expect(mail.map((m) => m.subject)).toEqual(["Your Pro plan ended: the payment failed"]);
    // Running the job again changes nothing.
    await renewTestPlans();
    expect(await (await db()).mailMessage.count({ where: { userId: u.id, kind: "plan-payment-failed" } })).toBe(1);
    expect((await events(u)).map((e) => e.newPlan)).toEqual(["PRO", "FREE"]);
  });
});
