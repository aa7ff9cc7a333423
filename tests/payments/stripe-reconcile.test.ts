import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, dropDatabase, testDatabase } from "../support/database";
import { startFakeStripe, type FakeStripe } from "./support/fake-stripe";

// `npm run admin -- payments:reconcile` against the fake: money moved through the real SDK (support/reconcile-flow.ts),
// then the command run as an operator runs it, first on matching records, then after each kind of mismatch is made
// on Stripe's side. A process each, on a database of their own (PGlite admits one opener at a time).
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-reconcile-"));
const pgName = `reconcile_${randomBytes(4).toString("hex")}_${testDatabase.name}`.slice(0, 60);
let fake: FakeStripe;
let env: NodeJS.ProcessEnv;
let flow: {
  orders: string[];
  plan: string;
  piOf: Record<string, string>;
  refunds: { id: string; orderId: string; refundRef: string }[];
  payout: { id: string; transferId: string | null; amountCents: number };
  scheduled: { runId: string; mismatches: number };
  scheduledRun: { trigger: string; mismatchCount: number; finishedAt: string | null; error: string | null } | null;
};

const tsx = path.join(root, "node_modules/.bin/tsx");
function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, args, { env, cwd: root, timeout: 300_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
// The window: since yesterday, to an hour from now (the rows are seconds old; without --until they would wait 5 minutes).
const reconcile = () =>
  run([
    "scripts/admin.ts",
    "payments:reconcile",
    "--since",
    new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    "--until",
    new Date(Date.now() + 3_600_000).toISOString(),
  ]);

beforeAll(async () => {
  fake = await startFakeStripe();
  const dbEnv: Record<string, string> =
    testDatabase.kind === "postgresql" ? { DATABASE_URL: await createDatabase(pgName), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  env = {
    ...process.env,
    ...dbEnv,
    AUTO_SEED: "false",
    LOG_LEVEL: "error",
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_promptly",
    STRIPE_WEBHOOK_SECRET: "whsec_reconcile",
    STRIPE_API_BASE: fake.url,
    STRIPE_TIMEOUT_MS: "5000",
    STRIPE_MAX_NETWORK_RETRIES: "0",
    APP_URL: "http://promptly.test",
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const out = await run(["tests/payments/support/reconcile-flow.ts"]);
  const line = out.stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`reconcile-flow printed no result (exit ${out.code}):\n${out.stdout}\n${out.stderr}`);
  flow = JSON.parse(line.slice(7));
}, 600_000);

afterAll(async () => {
  await fake?.close();
  if (testDatabase.kind === "postgresql") await dropDatabase(pgName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("the daily job's path keeps a finished run; a paid plan's invoice charge is no mismatch", () => {
  expect(flow.plan).toBe("PRO");
  expect(fake.billing.invoicePayments.size).toBe(1);
  const planPi = [...fake.billing.invoicePayments.values()][0].payment as { payment_intent: string };
  expect([...fake.charges.values()].some((c) => c.payment_intent === planPi.payment_intent && c.amount === 1900)).toBe(true);
  expect(flow.scheduled.mismatches).toBe(0);
  expect(flow.scheduledRun).toMatchObject({ trigger: "schedule", mismatchCount: 0, error: null });
  expect(flow.scheduledRun?.finishedAt).not.toBeNull();
});

it("exits 0 when Stripe and our records agree, after listing Stripe's charges, refunds and transfers", { timeout: 300_000 }, async () => {
  const out = await reconcile();
  expect(out.code, out.stderr).toBe(0);
  expect(out.stdout).toMatch(/4 charge\(s\), 4 order\(s\), 2 refund\(s\), 1 transfer\(s\), 1 payout\(s\) compared; 0 mismatch\(es\)/);
  // The SDK's list calls reached the fake, with a created window.
  const lists = fake.requests.filter(
    (r) => r.method === "GET" && ["/v1/charges", "/v1/refunds", "/v1/transfers", "/v1/invoice_payments"].includes(r.path),
  );
  expect(new Set(lists.map((r) => r.path)).size).toBe(4);
});

it("the fake pages lists as Stripe does, so the SDK's auto-pagination walks every page", async () => {
  const sdk = new Stripe("sk_test_pages", { host: "127.0.0.1", port: String(fake.port), protocol: "http" });
  const before = fake.requests.filter((r) => r.path === "/v1/charges").length;
  const ids: string[] = [];
  for await (const c of sdk.charges.list({ limit: 2, created: { gte: 0 } })) ids.push(c.id);
  expect(fake.charges.size).toBeGreaterThan(2);
  expect(ids.length).toBe(fake.charges.size);
  expect(new Set(ids).size).toBe(ids.length);
  expect(fake.requests.filter((r) => r.path === "/v1/charges").length - before).toBe(Math.ceil(fake.charges.size / 2));
});

it("reports each kind of mismatch and exits 1", { timeout: 300_000 }, async () => {
  const [a, b, c, d] = flow.orders;
  const chargeOf = (orderId: string) => [...fake.charges.values()].find((ch) => ch.payment_intent === flow.piOf[orderId])!;
  const now = Math.floor(Date.now() / 1000);
  // A charge Stripe made whose answer was lost: no order.
  fake.charges.set("ch_orphan", {
    id: "ch_orphan",
    object: "charge",
    amount: 700,
    amount_refunded: 0,
    currency: "usd",
    payment_intent: "pi_orphan",
    metadata: { orderId: "ord_lost" },
    paid: true,
    refunded: false,
    status: "succeeded",
    created: now,
  });
  // B charged another amount than its order says; C's charge is gone from Stripe.
  chargeOf(b).amount = 1600;
  fake.charges.delete(chargeOf(c).id);
  // A's refund differs; D's refund is not on Stripe; a refund of B made on Stripe is not ours.
  const refundA = flow.refunds.find((r) => r.orderId === a)!;
  fake.refunds.get(refundA.refundRef)!.amount = 1;
  fake.refunds.delete(flow.refunds.find((r) => r.orderId === d)!.refundRef);
  fake.refunds.set("re_dashboard", {
    id: "re_dashboard",
    object: "refund",
    amount: 50,
    currency: "usd",
    payment_intent: flow.piOf[b],
    charge: chargeOf(b).id,
    status: "succeeded",
    created: now,
  });
  // The payout's transfer differs; a transfer matches no payout.
  fake.transfers.get(flow.payout.transferId!)!.amount = flow.payout.amountCents + 1;
  fake.transfers.set("tr_stray", { id: "tr_stray", object: "transfer", amount: 900, currency: "usd", destination: "acct_x", created: now });

  const out = await reconcile();
  expect(out.code).toBe(1);
  expect(out.stderr).toContain("mismatch(es) between Stripe and our records");
  const lines = out.stdout.split("\n").filter((l) => l.startsWith("  "));
  const kinds = lines.map((l) => l.trim().split(/\s+/)[0]).sort();
  expect(kinds).toEqual(
    [
      "charge_amount_differs",
      "charge_without_order",
      "order_without_charge",
      "refund_amount_differs",
      "refund_without_ours",
      "refund_without_stripe",
      "transfer_amount_differs",
      "transfer_without_payout",
    ].sort(),
  );
  expect(out.stdout).toContain(`charge_without_order  stripe=pi_orphan  ours=ord_lost  stripe_amount=700`);
  expect(out.stdout).toContain(`order_without_charge  stripe=${flow.piOf[c]}  ours=${c}`);
  expect(out.stdout).toContain(`charge_amount_differs  stripe=${flow.piOf[b]}  ours=${b}  stripe_amount=1600  our_amount=1500`);

  // The transfer gone: its payout is reported; --last shows the recorded run.
  fake.transfers.delete(flow.payout.transferId!);
  const again = await reconcile();
  expect(again.code).toBe(1);
  expect(again.stdout).toContain(`payout_without_transfer  stripe=${flow.payout.transferId}  ours=${flow.payout.id}`);
  const last = await run(["scripts/admin.ts", "payments:reconcile", "--last"]);
  expect(last.code, last.stderr).toBe(0);
  expect(last.stdout).toMatch(/\(admin\) at .*: 8 mismatch\(es\)/);
  expect(last.stdout).toContain("payout_without_transfer");
});
