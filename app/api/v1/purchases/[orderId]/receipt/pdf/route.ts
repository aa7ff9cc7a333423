import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { loadReceipt } from "@/lib/purchases/receipt";
import { renderReceiptPdf } from "@/lib/purchases/receipt-pdf";
import { fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/receipt/pdf", {
  GET: op({
    operationId: "getReceiptPdf",
    summary: "The receipt as a PDF (buyer only)",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: z.object({ orderId: z.string() }),
    produces: ["application/pdf"],
    response: fileBody,
    handler: async ({ principal, params }) => {
      const pdf = await renderReceiptPdf(await loadReceipt(principal.user.id, params.orderId));
      return new Response(new Uint8Array(pdf), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="receipt-${params.orderId}.pdf"`,
          "cache-control": "private, no-store",
        },
      });
    },
  }),
});
