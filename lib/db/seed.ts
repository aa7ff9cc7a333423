import type { PrismaClient } from "@/lib/db/generated/client";
import { log } from "@/lib/log";

export const DEMO_PASSWORD = "demo-password-123";
export const DEMO_USERS = [
  { email: "seller@demo.test", name: "Ada Seller", plan: "PRO" as const },
  { email: "seller2@demo.test", name: "Grace Maker", plan: "BUSINESS" as const },
  { email: "buyer@demo.test", name: "Ben Buyer", plan: "FREE" as const },
];

/** Loads the demo data set: users now; each domain adds its part through its own seed function. */
export async function seedDemo(): Promise<void> {
  const { createUser } = await import("@/lib/accounts/users");
  for (const u of DEMO_USERS) {
    await createUser({ email: u.email, name: u.name, password: DEMO_PASSWORD, plan: u.plan });
  }
  const { seedCatalog } = await import("@/lib/catalog/seed");
  await seedCatalog();
  const { db } = await import("@/lib/db/client");
  const { seedAi } = await import("@/lib/ai/seed");
  await seedAi(await db());
  // Orders need products: keep this after the catalog's seed.
  const { seedCommerce } = await import("@/lib/commerce/seed");
  await seedCommerce();
}

export async function seedIfEmpty(client: PrismaClient): Promise<void> {
  const { env } = await import("@/lib/env");
  if (!env().AUTO_SEED || (await client.user.count()) > 0) return;
  log.info("empty embedded database: loading the demo data set");
  await seedDemo();
  log.info("demo accounts ready", { password: DEMO_PASSWORD, emails: DEMO_USERS.map((u) => u.email) });
}
