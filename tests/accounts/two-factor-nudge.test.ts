import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { rawFetch } from "../support/http";
import { signIn } from "../support/session";

async function overview(cookie: string): Promise<string> {
  const res = await rawFetch("/dashboard", { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

describe("two-factor nudge on the overview", () => {
  it("shows sellers with a payout and two-factor off a card linking to the two-factor settings; not others", async () => {
    const seller = await makeUser({ name: "Paid Seller" });
    const cookie = await signIn(seller.email, TEST_PASSWORD);
    expect(await overview(cookie)).not.toContain('data-testid="two-factor-nudge"');

    await (
      await db()
    ).payout.create({
      data: {
        id: newId("po"),
        sellerId: seller.id,
        amountCents: 1000,
        currency: "USD",
        periodStart: new Date("2026-01-05"),
        periodEnd: new Date("2026-01-11"),
      },
    });
    const html = await overview(cookie);
    expect(html).toContain('data-testid="two-factor-nudge"');
    expect(html).toContain("Protect your payouts with two-factor sign-in");
    expect(html).toContain('href="/dashboard/settings#two-factor"');

    // A payout account alone is enough; two-factor on ends the nudge.
    const connected = await makeUser();
    await (await db()).stripeAccount.create({ data: { userId: connected.id, accountId: `acct_${connected.id}` } });
    const connectedCookie = await signIn(connected.email, TEST_PASSWORD);
    expect(await overview(connectedCookie)).toContain('data-testid="two-factor-nudge"');
    await (await db()).user.update({ where: { id: connected.id }, data: { totpSecret: "sealed-secret", totpEnabledAt: new Date() } });
    expect(await overview(connectedCookie)).not.toContain('data-testid="two-factor-nudge"');
  });
});
