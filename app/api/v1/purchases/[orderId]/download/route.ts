import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { downloadPurchase } from "@/lib/purchases/download";
import { fileBody } from "@/lib/api/common-views";
import { redirectTo } from "@/lib/api/envelope";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/download", {
  GET: op({
    operationId: "downloadPurchase",
    summary: "Download what you bought (403 once refunded)",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: z.object({ orderId: z.string() }),
    query: z.object({
      productId: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .meta({ description: "A bundle order: which of the products it granted to download (docs/commerce.md#bundles)" }),
    }),
    produces: ["application/zip", "text/plain"],
    redirects: "Files are in object storage: fetch the zip from Location, a presigned URL valid 5 minutes",
    errors: ["FILE_UNAVAILABLE"],
    response: fileBody,
    handler: async ({ principal, params, query }) => {
      const delivery = await downloadPurchase(principal.user.id, params.orderId, query.productId);
      if ("redirect" in delivery) return redirectTo(delivery.redirect);
      const { file } = delivery;
      return new Response(Buffer.from(file.body), {
        headers: {
          "content-type": file.mediaType,
          "content-disposition": `attachment; filename="${file.fileName}"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      });
    },
  }),
});
