import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { paymentMethodView, setDefaultPaymentMethod } from "@/lib/payments/payment-methods";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payment-methods/{paymentMethodId}/default", {
  POST: op({
    operationId: "setDefaultPaymentMethod",
    summary: "Make a payment method your default",
    tags: ["Payments"],
    scope: "purchases:write",
    params: z.object({ paymentMethodId: z.string() }),
    response: paymentMethodView,
    handler: async ({ principal, params }) => setDefaultPaymentMethod(principal.user.id, params.paymentMethodId),
  }),
});
