// Sets up, then reads back, the embedded (PGlite) database of an app process under test (tests/ai/crash.test.ts,
// tests/jobs/fair-lanes.test.ts) in a process of its own: PGlite admits one opener per folder, and the app holds it
// in between.
import { changePlan, createUser } from "@/lib/accounts/users";
import { createProviderKey } from "@/lib/ai/provider-keys";
import { createApiKey } from "@/lib/auth/api-keys";
import { createProduct } from "@/lib/catalog/products";
import { closeDb, db } from "@/lib/db/client";

const [phase, arg] = process.argv.slice(2);
const out = (v: unknown) => process.stdout.write(`RESULT ${JSON.stringify(v)}\n`);

if (phase === "create") {
  const user = await createUser({ email: `crash-${Date.now()}@example.test`, password: "crash-pass-1234", name: "Crash" });
  // ENTERPRISE with a high limit: the test sends its runs faster than a FREE key's 20 a minute.
  await changePlan(user.id, { plan: "ENTERPRISE", perMinute: 10_000, perDay: 100_000 });
  const apiKey = await createApiKey(user.id, { name: "crash" });
  // A budgeted key on a priced model (gpt-4o-mini), so the spend a lost settlement would drop is counted too.
  const key = await createProviderKey(user.id, { provider: "openai", key: "sk-crash-test-0123456789", baseUrl: arg, monthlyBudget: 100 });
  const product = await createProduct(user.id, {
    title: "Crash test prompt",
    description: "A prompt run many times before the app is killed.",
    type: "PROMPT",
    category: "marketing",
    price: 0,
    content: "Say {{word}}.",
    compatibility: ["openai"],
  });
  const workflow = await createProduct(user.id, {
    title: "Crash test workflow",
    description: "A one-step workflow run many times at once.",
    compatibility: ["openai"],
    type: "WORKFLOW",
    category: "marketing",
    price: 0,
    content: JSON.stringify({
      inputs: [{ name: "topic", description: "What to write about" }],
      steps: [{ id: "write", provider: "openai", model: "gpt-4o-mini", prompt: "Write about {{input.topic}}" }],
    }),
  });
  // Another account, with nothing of its own running.
  const other = await createUser({ email: `other-${Date.now()}@example.test`, password: "other-pass-12345", name: "Other" });
  const otherKey = await createApiKey(other.id, { name: "other" });
  out({ userId: user.id, apiKey: apiKey.key, keyId: key.id, productId: product.id, workflowId: workflow.id, otherKey: otherKey.key });
} else {
  const client = await db();
  const runs = await client.execution.findMany({ where: { userId: arg }, select: { id: true, status: true, costMicros: true } });
  const spend = await client.providerKeySpend.findMany({ where: { key: { userId: arg } } });
  out({
    runs: runs.map((r) => ({ id: r.id, status: r.status, costMicros: Number(r.costMicros ?? 0) })),
    spentMicros: spend.reduce((n, s) => n + Number(s.spentMicros), 0),
    reservedMicros: spend.reduce((n, s) => n + Number(s.reservedMicros), 0),
  });
}
await closeDb();
process.exit(0);
