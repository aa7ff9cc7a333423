import { createPromptlyClient } from "@/lib/api-client/client";

// A whole integrator flow through the typed client, with no casts: a seller lists a prompt and subscribes to
// webhooks, a buyer pays, runs it with their own provider key and asks for a refund, which the seller approves
// (a run counts as access), the seller reads the events.
// Run against a server: PROMPTLY_URL=http://127.0.0.1:3000/api/v1 PROMPTLY_SELLER_KEY=… PROMPTLY_BUYER_KEY=…
// PROVIDER_BASE_URL=<OpenAI-compatible endpoint> PROVIDER_KEY=… npm run example:flow

type Result<T> = { data?: T; error?: { error: { code: string; message: string } }; response: Response };

/** The data of a successful call, or an error naming the failing step and the server's message. */
function ok<T>(step: string, result: Result<T>): T {
  if (result.data === undefined) {
    throw new Error(`${step} failed (${result.response.status}): ${result.error?.error.code} ${result.error?.error.message}`);
  }
  return result.data;
}

export type FlowOptions = {
  baseUrl: string;
  sellerKey: string;
  buyerKey: string;
  providerBaseUrl: string;
  providerKey: string;
  webhookUrl: string;
  fetch?: typeof fetch;
};

export async function runExampleFlow(o: FlowOptions) {
  const seller = createPromptlyClient({ baseUrl: o.baseUrl, apiKey: o.sellerKey, fetch: o.fetch });
  const buyer = createPromptlyClient({ baseUrl: o.baseUrl, apiKey: o.buyerKey, fetch: o.fetch });

  const endpoint = ok(
    "createWebhookEndpoint",
    await seller.POST("/webhooks/endpoints", { body: { url: o.webhookUrl, events: ["*"] } }),
  ).data;

  const product = ok(
    "createProduct",
    await seller.POST("/products", {
      body: {
        title: "Release notes writer",
        description: "Turns a list of changes into release notes.",
        type: "PROMPT",
        category: "marketing",
        price: 4.99,
        content: "Write release notes for {{product}} from these changes: {{changes}}",
        compatibility: ["openai-compatible"],
      },
    }),
  ).data;
  ok("publishProduct", await seller.POST("/products/{productId}/publish", { params: { path: { productId: product.id } } }));

  ok("addPaymentMethod", await buyer.POST("/payment-methods", { body: { providerRef: "pm_card_visa" } }));
  const order = ok(
    "createPurchase",
    await buyer.POST("/purchases", { params: { header: { "Idempotency-Key": `example-${product.id}` } }, body: { productId: product.id } }),
  ).data;

  const providerKey = ok(
    "createProviderKey",
    await buyer.POST("/provider-keys", { body: { provider: "openai-compatible", key: o.providerKey, baseUrl: o.providerBaseUrl } }),
  ).data;
  const executed = ok(
    "executePrompt",
    await buyer.POST("/ai/execute", {
      body: { productId: product.id, apiKeyId: providerKey.id, variables: { product: "Promptly", changes: "faster search" } },
    }),
  );
  // Without "stream": true the answer is the JSON envelope; the text/event-stream form is for streamed runs.
  if (typeof executed === "string") throw new Error("executePrompt: expected JSON, got an event stream");
  const run = executed.data;

  const refund = ok(
    "refundPurchase",
    await buyer.POST("/purchases/{orderId}/refund", {
      params: { path: { orderId: order.orderId } },
      body: { reason: "Bought by mistake" },
    }),
  ).data;
  // The buyer has run the prompt, so the refund is a request the seller answers (docs/commerce.md#refunds).
  let refundStatus: string = refund.orderStatus;
  if (refund.outcome === "requested") {
    const answered = ok(
      "approveRefundRequest",
      await seller.POST("/refund-requests/{requestId}/approve", { params: { path: { requestId: refund.refundRequest.id } } }),
    ).data;
    refundStatus = answered.status === "approved" ? "refunded" : refundStatus;
  }

  const events = ok("listEvents", await seller.GET("/events", { params: { query: { type: "purchase.completed" } } }));
  const sale = events.data.find((e) => e.type === "purchase.completed" && e.data.order.productId === product.id);
  const deliveries = ok(
    "listWebhookDeliveries",
    await seller.GET("/webhooks/deliveries", { params: { query: { endpointId: endpoint.id } } }),
  );

  return {
    productId: product.id,
    orderId: order.orderId,
    paid: `${order.amount} ${order.currency}`,
    output: run.output,
    tokens: run.usage.totalTokens,
    refundStatus,
    saleEvent: sale?.type === "purchase.completed" ? { id: sale.id, amount: sale.data.order.amount } : null,
    deliveries: deliveries.meta.total,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const need = (name: string) => process.env[name] ?? (console.error(`Set ${name}`), process.exit(2));
  const summary = await runExampleFlow({
    baseUrl: need("PROMPTLY_URL"),
    sellerKey: need("PROMPTLY_SELLER_KEY"),
    buyerKey: need("PROMPTLY_BUYER_KEY"),
    providerBaseUrl: need("PROVIDER_BASE_URL"),
    providerKey: need("PROVIDER_KEY"),
    webhookUrl: need("WEBHOOK_URL"),
  });
  console.log(JSON.stringify(summary, null, 2));
}
