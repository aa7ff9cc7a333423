-- One-off upgrade step (issue 24). Since ADR 014 an event is written with its deliveries and their jobs in one
-- business transaction (lib/webhooks/dispatch.ts), and the relay that fanned out events later is gone. Events an
-- older version wrote and its relay had not fanned out yet get their deliveries and jobs here, exactly as
-- writeEventWithDeliveries writes them (same delivery ids, same deliver-webhook job rows, endpoints added after
-- the event excluded); then the relay's cron rows and its column go. Frozen at this version: later changes to the
-- deliver-webhook payload (lib/jobs/triggers.ts) do not apply to it.
WITH pending AS (
  SELECT id, type, "accountIds", "endpointId", "createdAt" FROM "Event" WHERE "dispatchedAt" IS NULL
), deliveries AS (
  INSERT INTO "WebhookDelivery" (id, "eventId", "endpointId", "createdAt", "updatedAt")
  SELECT 'dlv_' || substr(md5(e.id || ep.id), 1, 24), e.id, ep.id, e."createdAt", e."createdAt"
  FROM pending e JOIN "WebhookEndpoint" ep ON ep.enabled AND CASE WHEN e."endpointId" IS NULL
    THEN ep."userId" = ANY(e."accountIds") AND ep."createdAt" <= e."createdAt" AND ('*' = ANY(ep.events) OR e.type = ANY(ep.events))
    ELSE ep.id = e."endpointId" END
  ON CONFLICT DO NOTHING
  RETURNING id, "endpointId"
)
INSERT INTO "Job" (id, name, payload, "concurrencyKey", "runAt", "createdAt", "updatedAt")
SELECT 'deliver_' || d.id || '_s1', 'deliver-webhook', jsonb_build_object('deliveryId', d.id, 'endpointId', d."endpointId", 'series', 1),
  d."endpointId", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
FROM deliveries d
ON CONFLICT (id) DO NOTHING;

-- The relay's safety-net cron job (dispatch-outbox) is no longer registered.
DELETE FROM "Job" WHERE name = 'dispatch-outbox';

-- DropIndex
DROP INDEX "Event_dispatchedAt_createdAt_idx";

-- AlterTable
ALTER TABLE "Event" DROP COLUMN "dispatchedAt";
