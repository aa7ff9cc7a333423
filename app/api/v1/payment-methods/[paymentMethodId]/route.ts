import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { deletePaymentMethod } from "@/lib/payments/payment-methods";
import { deletedView } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payment-methods/{paymentMethodId}", {
  DELETE: op({
    operationId: "deletePaymentMethod",
    summary: "Delete a payment method (the newest remaining one becomes the default)",
    tags: ["Payments"],
    scope: "purchases:write",
    params: z.object({ paymentMethodId: z.string() }),
    response: deletedView,
    handler: async ({ principal, params }) => deletePaymentMethod(principal.user.id, params.paymentMethodId),
  }),
});
