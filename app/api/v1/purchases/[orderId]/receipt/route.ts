import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { loadReceipt, renderReceiptHtml } from "@/lib/purchases/receipt";
import { apiBaseUrl } from "@/lib/api/urls";
import { purchaseUrls } from "@/lib/purchases/urls";
import { fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/receipt", {
  GET: op({
    operationId: "getReceipt",
    summary: "The receipt as an HTML page (buyer only)",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: z.object({ orderId: z.string() }),
    produces: ["text/html"],
    response: fileBody,
    handler: async ({ req, principal, params }) => {
      const receipt = await loadReceipt(principal.user.id, params.orderId);
      const { receipt: links } = purchaseUrls(apiBaseUrl(req), receipt.orderId);
      return new Response(renderReceiptHtml(receipt, links.pdf), {
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "private, no-store",
          "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        },
      });
    },
  }),
});
