// Every /v1 route module, imported so the OpenAPI document lists it (a test fails when one is missing).
import "./me/route";
import "./api-keys/route";
import "./api-keys/[keyId]/route";
import "./account/plan/route";
import "./payment-methods/route";
import "./payment-methods/[paymentMethodId]/route";
import "./payment-methods/[paymentMethodId]/default/route";
import "./purchases/route";
import "./purchases/[orderId]/route";
import "./purchases/[orderId]/refund/route";
import "./purchases/[orderId]/download/route";
import "./purchases/[orderId]/receipt/route";
import "./purchases/[orderId]/receipt/pdf/route";
import "./sales/route";
import "./balance/route";
import "./payouts/route";
