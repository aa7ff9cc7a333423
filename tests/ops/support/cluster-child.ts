// Prepares a PostgreSQL database that a test started itself (tests/ops/postgres-restart.postgresql.test.ts): applies
// the migrations and makes a seller, buyers and products through lib/, in a process of its own because the test
// process's `db()` is bound to the run's shared database. Prints `RESULT <json>`.
import { PrismaPg } from "@prisma/adapter-pg";
import { changePlan, createUser } from "@/lib/accounts/users";
import { createApiKey } from "@/lib/auth/api-keys";
import { closeDb, db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { newId } from "@/lib/ids";

const [buyersArg, productsArg] = process.argv.slice(2);
const url = process.env.DATABASE_URL!;
await applyMigrations(new PrismaPg({ connectionString: url }) as never);

async function account(tag: string) {
  const user = await createUser({
    email: `${tag}-${newId("x")}@example.test`,
    password: "restart-pass-1234",
    name: tag,
    emailVerified: true,
  });
  // Generous limits: the test sends its purchases as fast as they are answered.
  await changePlan(user.id, { plan: "ENTERPRISE", perMinute: 100_000, perDay: 1_000_000 });
  const key = await createApiKey(user.id, { name: tag });
  return { id: user.id, key: key.key };
}

const client = await db();
await client.category.upsert({ where: { slug: "restart-test" }, create: { slug: "restart-test", name: "Restart test" }, update: {} });
const seller = await account("seller");
const buyers = [];
for (let i = 0; i < Number(buyersArg); i++) buyers.push(await account(`buyer${i}`));
const products: string[] = [];
for (let i = 0; i < Number(productsArg); i++) {
  const p = await client.product.create({
    data: {
      id: newId("prod"),
      authorId: seller.id,
      title: `Restart test prompt ${i}`,
      description: "Bought while the database restarts",
      type: "PROMPT",
      categorySlug: "restart-test",
      priceCents: 500,
      content: "Say {{word}}.",
      status: "PUBLISHED",
      publishedAt: new Date(),
    },
  });
  products.push(p.id);
}
process.stdout.write(`RESULT ${JSON.stringify({ seller, buyers, products })}\n`);
await closeDb();
process.exit(0);
