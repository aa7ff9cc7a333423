// npm run db:seed — loads the demo data set into the configured database (migrate first).
import { db } from "@/lib/db/client";
import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/demo/accounts";
import { seedDemo } from "@/lib/demo/seed";
import { paymentsMode } from "@/lib/payments/mode";

if (paymentsMode().live) {
  console.error("Refusing to load demo data into a live deployment (APP_ENV=production or a real payment provider).");
  process.exit(1);
}
await db();
await seedDemo();
console.log("Demo data loaded. Sign in with any of these (password: " + DEMO_PASSWORD + "):");
for (const u of DEMO_USERS) console.log(`  ${u.email}  (${u.plan})`);
process.exit(0);
