import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { deletePaymentMethod } from "@/lib/payments/payment-methods";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payment-methods/{paymentMethodId}", {
  DELETE: op({
    summary: "Delete a payment method (the newest remaining one becomes the default)",
    tags: ["Payments"],
    scope: "purchases:write",
    params: z.object({ paymentMethodId: z.string() }),
    handler: async ({ principal, params }) => deletePaymentMethod(principal.user.id, params.paymentMethodId),
  }),
});
