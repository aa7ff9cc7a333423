import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// The demo data set in a database of its own (a child process with a fresh embedded directory): the shared
// test database stays without demo data, as every other test expects.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-data-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Seller = Record<string, number | string>;
type Report = {
  perSeller: Seller[];
  buyer: Record<string, number>;
  broken: Record<string, number>;
  events: { total: number; types: string[]; offSchema: string[] };
  payouts: { total: number; notOwed: number; offSchedule: number; missing: number };
  wrongFees: number;
  content: { products: number; shared: string[][]; offTopic: string[]; examplesNotPublished: string[] };
};

async function loadDemo(): Promise<Report> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)("npx", ["tsx", path.join(import.meta.dirname, "demo-data-check.ts")], {
    env: { ...env, DATA_DIR: dir, AUTO_SEED: "false", LOG_LEVEL: "error" },
    cwd: path.resolve(import.meta.dirname, "../.."),
    maxBuffer: 10_000_000,
  });
  return JSON.parse(stdout.trim().split("\n").pop()!);
}

describe("the demo data set", () => {
  it(
    "gives both demo sellers and the demo buyer ~90 days of history that holds the live paths' invariants",
    { timeout: 180_000 },
    async () => {
      const report = await loadDemo();
      expect(report.perSeller).toHaveLength(2);
      for (const s of report.perSeller) {
        expect(s.orders, `${s.email} orders`).toBeGreaterThan(60);
        expect(s.ordersOver60DaysAgo, `${s.email} has old sales`).toBeGreaterThan(10);
        expect(s.refunded, `${s.email} refunds`).toBeGreaterThan(0);
        expect(s.payouts, `${s.email} weekly payouts`).toBeGreaterThanOrEqual(8);
        expect(s.deliveries, `${s.email} webhook deliveries`).toBeGreaterThan(0);
        expect(s.balanceCents, `${s.email} balance`).toBeGreaterThanOrEqual(0);
        expect(s.paidLedgerCents).toBe(s.paidCents);
        // The analytics rollups (kept by triggers) agree with the orders and refunds they summarise.
        expect(s.rollupGrossCents).toBe(s.orderGrossCents);
        expect(s.rollupRefundCents).toBe(s.refundCents);
      }
      expect(report.perSeller.find((s) => s.email === "seller@demo.test")?.executions).toBeGreaterThan(0);
      expect(report.buyer.orders).toBeGreaterThanOrEqual(8);
      expect(report.buyer.executions).toBeGreaterThan(0);
      // The history's events are built by the same typed builder as live ones and match the published schemas.
      expect(report.events.types).toEqual(expect.arrayContaining(["payout.completed", "purchase.completed", "purchase.refunded"]));
      expect(report.events.offSchema).toEqual([]);
      expect(report.broken).toEqual({ refunds: 0, orders: 0, ratings: 0, purchaseCounts: 0, futureOrders: 0 });
      // Payouts follow the weekly rule from the ledger (each the amount owed at its week's end, on its Monday, none
      // skipped), and every order's fee is the platform fee rule's.
      expect(report.payouts.total).toBeGreaterThanOrEqual(16);
      expect(report.payouts).toMatchObject({ notOwed: 0, offSchedule: 0, missing: 0 });
      expect(report.wrongFees).toBe(0);
      // Every product has content of its own that fits its title, and every product with samples is on sale.
      expect(report.content.products).toBeGreaterThan(60);
      expect(report.content.shared).toEqual([]);
      expect(report.content.offTopic).toEqual([]);
      expect(report.content.examplesNotPublished).toEqual([]);
    },
  );
});
