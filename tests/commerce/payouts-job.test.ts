import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JOBS } from "@/inngest/registry";
import { weeklyPayouts } from "@/inngest/functions/payouts";
import { previousWeek } from "@/lib/payouts/run-payouts";
import { payoutCommands } from "@/scripts/admin/payouts";
import type { Step } from "@/lib/jobs/define";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

describe("payouts:run admin command", () => {
  it("pays the given period once and refuses half a period", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 2000 });
    const buyer = await makeBuyer();
    await buy(buyer.key, product.id);
    await (await db()).ledgerEntry.updateMany({ where: { userId: seller.id }, data: { createdAt: new Date("2025-02-12T08:00:00Z") } });
    const command = payoutCommands["payouts:run"];
    const first = await command.run({ "period-start": "2025-02-10", "period-end": "2025-02-16" });
    expect(first.message).toContain(`${seller.id}  16.00 USD`);
    const again = await command.run({ "period-start": "2025-02-10", "period-end": "2025-02-16" });
    expect(again.message).not.toContain(seller.id);
    await expect(command.run({ "period-start": "2025-02-10" })).rejects.toThrow("give both --period-start and --period-end");
    await expect(command.run({ "period-start": "2025-02-16", "period-end": "2025-02-10" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });
});

describe("weekly payouts job", () => {
  it("is registered on a weekly cron and pays the previous ISO week", async () => {
    expect(JOBS).toContain(weeklyPayouts);
    expect(weeklyPayouts.cron).toBe("0 6 * * 1");
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 1000 });
    const buyer = await makeBuyer();
    await buy(buyer.key, product.id);
    const week = previousWeek();
    await (
      await db()
    ).ledgerEntry.updateMany({ where: { userId: seller.id }, data: { createdAt: new Date(`${week.periodStart}T08:00:00Z`) } });
    const ran: string[] = [];
    const step: Step = { run: async (id, fn) => (ran.push(id), fn()), sleep: async () => {} };
    const result = await weeklyPayouts.handler({}, step);
    expect(ran).toEqual(["period", "run-payouts"]);
    expect(result).toMatchObject({ period: week });
    const payouts = await api("/payouts", { key: seller.key });
    expect(payouts.body.data).toMatchObject([{ amount: 8, period: { start: week.periodStart, end: week.periodEnd } }]);
  });
});
