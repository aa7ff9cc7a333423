import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { addPaymentMethod, addPaymentMethodInput, listPaymentMethods, paymentMethodView } from "@/lib/payments/payment-methods";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payment-methods", {
  GET: op({
    operationId: "listPaymentMethods",
    summary: "List your payment methods",
    tags: ["Payments"],
    scope: "purchases:read",
    response: paymentMethodView,
    list: true,
    handler: async ({ principal }) => listPaymentMethods(principal.user.id),
  }),
  POST: op({
    operationId: "addPaymentMethod",
    summary: "Add a payment method by the provider's id (test mode: pm_card_visa, pm_card_mastercard, ...)",
    description:
      "Your first payment method becomes the default; `setDefault: true` makes a later one the default. With Stripe, " +
      "`providerRef` is a PaymentMethod id (or a Stripe test id such as pm_card_visa), attached to your Stripe Customer; " +
      "brand and last4 come from Stripe.",
    tags: ["Payments"],
    scope: "purchases:write",
    body: addPaymentMethodInput,
    response: paymentMethodView,
    successStatus: 201,
    errors: ["PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ principal, body }) => created(await addPaymentMethod(principal.user.id, body)),
  }),
});
