// Every /v1 route module, imported so the OpenAPI document lists it (a test fails when one is missing).
import "./me/route";
import "./api-keys/route";
import "./api-keys/[keyId]/route";
import "./account/plan/route";
import "./analytics/products/route";
import "./analytics/revenue/route";
import "./analytics/customers/route";
