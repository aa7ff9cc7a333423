// Runs one phase of the master-key rotation test in its own process (master keys are read once per process).
import { createUser } from "@/lib/accounts/users";
import { createProviderKey, unsealProviderKeyOrThrow } from "@/lib/ai/provider-keys";
import { createProduct } from "@/lib/catalog/products";
import { decryptSecret, encryptSecret, secretKeyVersion } from "@/lib/crypto/secret-box";
import { closeDb, db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { createEndpoint, endpointSecret } from "@/lib/webhooks/endpoints";

const [phase, idsJson] = process.argv.slice(2);
const out = (v: unknown) => process.stdout.write(`RESULT ${JSON.stringify(v)}\n`);
type Ids = { userId: string; keyId: string; endpointId: string; executionId: string };

/** Every sealed value the test made, opened with whatever MASTER_KEYS this process has, with its sealing version. */
async function readAll(ids: Ids) {
  const client = await db();
  const key = await client.providerKey.findUniqueOrThrow({ where: { id: ids.keyId } });
  const endpoint = await client.webhookEndpoint.findUniqueOrThrow({ where: { id: ids.endpointId } });
  const exec = await client.execution.findUniqueOrThrow({ where: { id: ids.executionId } });
  return {
    providerKey: { secret: (await unsealProviderKeyOrThrow(ids.userId, ids.keyId)).secret, version: key.keyVersion },
    endpoint: { secret: endpointSecret(endpoint), version: secretKeyVersion(endpoint.secret) },
    input: { value: decryptSecret(exec.inputSealed!, exec.id), version: secretKeyVersion(exec.inputSealed!) },
    notification: { value: decryptSecret(exec.webhookSecret!, exec.id), version: secretKeyVersion(exec.webhookSecret!) },
  };
}

if (phase === "create") {
  const user = await createUser({
    email: `rotation-${Date.now()}@example.test`,
    password: "rotation-pass-123",
    name: "Rotation",
    emailVerified: true,
  });
  const key = await createProviderKey(user.id, { provider: "openai", key: "sk-rotation-secret-value" });
  const endpoint = await createEndpoint(user.id, { url: "https://hooks.example.com/rotation", events: ["purchase.completed"] });
  const product = await createProduct(user.id, {
    title: "Rotation workflow",
    description: "A product whose run is in flight while the master key rotates.",
    type: "PROMPT",
    category: "marketing",
    price: 0,
    content: "Say {{word}}.",
  });
  // A workflow run in flight: its input and notification secret are sealed as lib/ai/start-workflow.ts seals them.
  const executionId = newId("exec");
  await (
    await db()
  ).execution.create({
    data: {
      id: executionId,
      userId: user.id,
      productId: product.id,
      kind: "WORKFLOW",
      status: "RUNNING",
      inputSealed: encryptSecret(JSON.stringify({ topic: "rotation" }), executionId),
      webhookUrl: "https://hooks.example.com/run",
      webhookSecret: encryptSecret("whsec_run-secret", executionId),
      webhookStatus: "pending",
    },
  });
  const ids: Ids = { userId: user.id, keyId: key.id, endpointId: endpoint.id, executionId };
  out({ ids, endpointSecret: endpoint.secret, sealed: await readAll(ids) });
} else {
  out(await readAll(JSON.parse(idsJson!) as Ids));
}
await closeDb();
// A fire-and-forget "last used" write may still hold the embedded database open.
process.exit(0);
