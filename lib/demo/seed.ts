import { createUser } from "@/lib/accounts/users";
import { seedAi } from "@/lib/ai/seed";
import { seedCatalog } from "@/lib/catalog/seed";
import { seedCommerce } from "@/lib/commerce/seed";
import { seedDemoActivity } from "@/lib/demo/activity";
import { db } from "@/lib/db/client";
import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/demo/accounts";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/** Loads the demo data set: users now; each domain adds its part through its own seed function. */
export async function seedDemo(): Promise<void> {
  for (const u of DEMO_USERS) {
    await createUser({ email: u.email, name: u.name, password: DEMO_PASSWORD, plan: u.plan, emailVerified: true });
  }
  await seedCatalog();
  await seedAi(await db());
  // Orders need products: keep this after the catalog's seed.
  await seedCommerce();
  // History needs the catalog and the demo orders above (it keeps their one-active-purchase rule).
  await seedDemoActivity();
}

/** Start-up on the embedded default: an empty database gets the demo data set (unless AUTO_SEED=false). */
export async function seedIfEmpty(): Promise<void> {
  const client = await db();
  if (!env().AUTO_SEED || (await client.user.count()) > 0) return;
  log.info("empty embedded database: loading the demo data set");
  await seedDemo();
  log.info("demo accounts ready", { password: DEMO_PASSWORD, emails: DEMO_USERS.map((u) => u.email) });
}
