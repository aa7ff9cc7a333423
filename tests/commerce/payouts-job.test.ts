import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JOBS } from "@/inngest/registry";
import { weeklyPayouts } from "@/inngest/functions/payouts";
import { previousWeek } from "@/lib/payouts/run-payouts";
import type { Step } from "@/lib/jobs/define";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

describe("weekly payouts job", () => {
  it("is registered on a weekly cron and pays the previous ISO week", async () => {
    expect(JOBS).toContain(weeklyPayouts);
    expect(weeklyPayouts.cron).toBe("0 6 * * 1");
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 1000 });
    const buyer = await makeBuyer();
    await buy(buyer.key, product.id);
    const week = previousWeek();
    await (await db()).ledgerEntry.updateMany({ where: { userId: seller.id }, data: { createdAt: new Date(`${week.periodStart}T08:00:00Z`) } });
    const ran: string[] = [];
    const step: Step = { run: async (id, fn) => (ran.push(id), fn()), sleep: async () => {} };
    const result = await weeklyPayouts.handler({}, step);
    expect(ran).toEqual(["period", "run-payouts"]);
    expect(result).toMatchObject({ period: week });
    const payouts = await api("/payouts", { key: seller.key });
    expect(payouts.body.data).toMatchObject([{ amount: 8, period: { start: week.periodStart, end: week.periodEnd } }]);
  });
});
