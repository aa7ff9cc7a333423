// npm run db:seed — loads the demo data set into the configured database (migrate first).
import { db } from "@/lib/db/client";
import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/demo/accounts";
import { seedDemo } from "@/lib/demo/seed";

await db();
await seedDemo();
console.log("Demo data loaded. Sign in with any of these (password: " + DEMO_PASSWORD + "):");
for (const u of DEMO_USERS) console.log(`  ${u.email}  (${u.plan})`);
process.exit(0);
