// Sets up the database of a Stripe-mode app process for tests/payments/stripe-plans.test.ts, in a process of its own
// before the app opens it (PGlite admits one opener per folder): accounts on the Free plan, each with an API key (for
// the checkout-sessions reads) and the password the dashboard session signs in with. Prints RESULT <json>.
import { createUser } from "@/lib/accounts/users";
import { createApiKey } from "@/lib/auth/api-keys";
import { closeDb } from "@/lib/db/client";

const PLAN_USER_PASSWORD = "plan-pass-12345"; // tests/payments/stripe-plans.test.ts signs in with it
const tag = Date.now().toString(36);
const users = [];
for (let i = 0; i < Number(process.argv[2] ?? 1); i++) {
  const user = await createUser({
    email: `plan${i + 1}-${tag}@example.test`,
    password: PLAN_USER_PASSWORD,
    name: `Plan ${i + 1}`,
    emailVerified: true,
  });
  const key = await createApiKey(user.id, { name: "plan test" });
  users.push({ id: user.id, email: user.email, key: key.key });
}
process.stdout.write(`RESULT ${JSON.stringify({ users })}\n`);
await closeDb();
process.exit(0);
