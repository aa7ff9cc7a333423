import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { downloadPurchase } from "@/lib/purchases/download";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/download", {
  GET: op({
    summary: "Download what you bought (403 once refunded)",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: z.object({ orderId: z.string() }),
    produces: "application/octet-stream",
    handler: async ({ principal, params }) => {
      const file = await downloadPurchase(principal.user.id, params.orderId);
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
