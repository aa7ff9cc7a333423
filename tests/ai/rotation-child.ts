// Runs one phase of the master-key rotation test in its own process (master keys are read once per process).
import { createUser } from "@/lib/accounts/users";
import { closeDb, db } from "@/lib/db/client";
import { createProviderKey, reencryptProviderKeys, unsealProviderKeyOrThrow } from "@/lib/ai/provider-keys";

const [phase, userId, keyId] = process.argv.slice(2);
const out = (v: unknown) => process.stdout.write(`RESULT ${JSON.stringify(v)}\n`);
const version = async (id: string) => (await (await db()).providerKey.findUniqueOrThrow({ where: { id } })).keyVersion;

if (phase === "create") {
  const user = await createUser({ email: `rotation-${Date.now()}@example.test`, password: "rotation-pass-123", name: "Rotation" });
  const key = await createProviderKey(user.id, { provider: "openai", key: "sk-rotation-secret-value" });
  out({ userId: user.id, keyId: key.id, version: await version(key.id) });
} else if (phase === "reencrypt") {
  const before = (await unsealProviderKeyOrThrow(userId, keyId)).secret;
  const result = await reencryptProviderKeys();
  out({ before, result, version: await version(keyId), after: (await unsealProviderKeyOrThrow(userId, keyId)).secret });
} else {
  out({ secret: (await unsealProviderKeyOrThrow(userId, keyId)).secret, version: await version(keyId) });
}
await closeDb();
// A fire-and-forget "last used" write may still hold the embedded database open.
process.exit(0);
