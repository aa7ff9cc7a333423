import { receiveStripeWebhook, type WebhookReceipt } from "@/lib/payments/stripe-webhooks";

export const dynamic = "force-dynamic";

const STATUS: Record<WebhookReceipt, number> = { received: 200, duplicate: 200, bad_signature: 400, not_configured: 404 };

/** Stripe's events (docs/payments.md#stripe-webhooks): the raw body, as signed, goes to the check. */
export async function POST(req: Request) {
  const receipt = await receiveStripeWebhook(await req.text(), req.headers.get("stripe-signature"));
  const status = STATUS[receipt];
  return Response.json(status === 200 ? { received: true, duplicate: receipt === "duplicate" } : { error: receipt }, { status });
}
