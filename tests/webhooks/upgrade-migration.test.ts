import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describe, expect, it } from "vitest";
import { deliverWebhookTrigger } from "@/lib/jobs/triggers";
import { deliveryJobId } from "@/lib/webhooks/dispatch";

// The relay that fanned out events after their transaction is gone (ADR 014); a database an older version left
// with events not yet fanned out is upgraded by one migration. Replayed here on a throw-away database: every
// migration before it, rows as the older version left them, then the upgrade.
const dir = path.join(process.cwd(), "prisma/migrations");
const names = fs
  .readdirSync(dir)
  .filter((n) => fs.existsSync(path.join(dir, n, "migration.sql")))
  .sort();
const upgrade = names.find((n) => n.endsWith("_fan_out_in_transaction_only"))!;
const script = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
// The id writeEventWithDeliveries gives the delivery of this event to this endpoint.
const deliveryId = (eventId: string, endpointId: string) =>
  `dlv_${createHash("md5")
    .update(eventId + endpointId)
    .digest("hex")
    .slice(0, 24)}`;

describe("upgrade from the outbox relay", () => {
  // Replaying every migration on a fresh in-memory database takes 10–30 s on a busy machine.
  it(
    "fans out the events left undispatched, as emit would have, and removes the relay's column and cron rows",
    { timeout: 120_000 },
    async () => {
      const pg = new PGlite({ extensions: { pg_trgm } });
      for (const name of names.filter((n) => n < upgrade)) await pg.exec(script(name));
      await pg.exec(`
      INSERT INTO "User" (id, email, name, "passwordHash", "referralCode", "updatedAt") VALUES
        ('usr_a', 'a@example.test', 'A', 'x', 'ref_a', now()), ('usr_b', 'b@example.test', 'B', 'x', 'ref_b', now());
      INSERT INTO "WebhookEndpoint" (id, "userId", url, events, enabled, secret, "createdAt", "updatedAt") VALUES
        ('we_all', 'usr_a', 'https://a.example/h', '{*}', true, 's', now() - interval '1 hour', now()),
        ('we_narrow', 'usr_a', 'https://a.example/h', '{product.published}', true, 's', now() - interval '1 hour', now()),
        ('we_off', 'usr_a', 'https://a.example/h', '{*}', false, 's', now() - interval '1 hour', now()),
        ('we_late', 'usr_a', 'https://a.example/h', '{*}', true, 's', now(), now()),
        ('we_other', 'usr_b', 'https://b.example/h', '{*}', true, 's', now() - interval '1 hour', now());
      INSERT INTO "Event" (id, type, data, "accountIds", "endpointId", payload, "createdAt", "dispatchedAt") VALUES
        ('evt_pending', 'user.subscription.updated', '{}', '{usr_a}', NULL, '{}', now() - interval '5 minutes', NULL),
        ('evt_test', 'test', '{}', '{usr_b}', 'we_other', '{}', now() - interval '5 minutes', NULL),
        ('evt_done', 'user.subscription.updated', '{}', '{usr_a}', NULL, '{}', now() - interval '5 minutes', now() - interval '5 minutes');
      INSERT INTO "Job" (id, name, payload, "updatedAt") VALUES ('cron_dispatch-outbox_1', 'dispatch-outbox', '{}', now());
    `);

      await pg.exec(script(upgrade));

      const deliveries = await pg.query<{ id: string; eventId: string; endpointId: string }>(
        `SELECT id, "eventId", "endpointId" FROM "WebhookDelivery" ORDER BY "eventId", "endpointId"`,
      );
      expect(deliveries.rows).toEqual([
        { id: deliveryId("evt_pending", "we_all"), eventId: "evt_pending", endpointId: "we_all" },
        { id: deliveryId("evt_test", "we_other"), eventId: "evt_test", endpointId: "we_other" },
      ]);
      const jobs = await pg.query<{ id: string; name: string; payload: unknown; concurrencyKey: string; status: string }>(
        `SELECT id, name, payload, "concurrencyKey", status FROM "Job" ORDER BY id`,
      );
      expect(jobs.rows).toEqual(
        deliveries.rows.map((d) => {
          const payload = { deliveryId: d.id, endpointId: d.endpointId, series: 1 };
          return {
            id: deliveryJobId(d.id, 1),
            name: deliverWebhookTrigger.name,
            payload: deliverWebhookTrigger.schema.parse(payload),
            concurrencyKey: deliverWebhookTrigger.concurrencyKey(payload),
            status: "QUEUED",
          };
        }),
      );
      const column = await pg.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'Event' AND column_name = 'dispatchedAt'`);
      expect(column.rows).toHaveLength(0);
      await pg.close();
    },
  );
});
