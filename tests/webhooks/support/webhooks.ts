import { db } from "@/lib/db/client";
import { kickJobs } from "@/lib/jobs/background";
import { deliveryJobId } from "@/lib/webhooks/dispatch";
import { publishedProduct } from "../../catalog/helpers";
import { api } from "../../support/http";
import { waitUntil } from "./receiver";

export async function addEndpoint(key: string, url: string, events: string[] = ["*"]) {
  const res = await api("/webhooks/endpoints", { key, json: { url, events } });
  if (res.status !== 201) throw new Error(`endpoint create failed: ${res.text}`);
  return res.body.data as { id: string; secret: string; url: string; events: string[] };
}

/** Time travel for a sleeping delivery: its pending wait ends now (the schedule itself is checked with @inngest/test). */
export async function endCurrentWait(deliveryId: string, series = 1) {
  const client = await db();
  const id = deliveryJobId(deliveryId, series);
  const job = await waitUntil(async () => {
    const j = await client.job.findUnique({ where: { id } });
    return j?.status === "SLEEPING" && j;
  });
  const steps = job.steps as Record<string, { sleepUntil?: string; done?: boolean }>;
  for (const s of Object.values(steps)) if (s.sleepUntil && !s.done) s.sleepUntil = new Date(Date.now() - 1000).toISOString();
  await client.job.update({ where: { id }, data: { steps, runAt: new Date() } });
  kickJobs();
  return steps;
}

export async function deliveriesFor(endpointId: string) {
  return (await db()).webhookDelivery.findMany({
    where: { endpointId },
    include: { attempts: { orderBy: { createdAt: "asc" } }, event: true },
  });
}

/** A real event for a new endpoint subscribed to it (product.published of a new product): retried on failure, unlike a test event. */
export async function deliveryOfNewProduct(key: string, endpointId: string): Promise<string> {
  await publishedProduct(key, { title: "Delivery fixture", price: 5 });
  const client = await db();
  const delivery = await waitUntil(() => client.webhookDelivery.findFirst({ where: { endpointId, event: { type: "product.published" } } }));
  return delivery.id;
}
