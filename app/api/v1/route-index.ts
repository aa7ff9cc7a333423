// Every /v1 route module, imported so the OpenAPI document lists it (a test fails when one is missing).
import "./me/route";
import "./api-keys/route";
import "./api-keys/[keyId]/route";
import "./account/plan/route";
import "./webhooks/endpoints/route";
import "./webhooks/endpoints/[endpointId]/route";
import "./webhooks/endpoints/[endpointId]/rotate-secret/route";
import "./webhooks/endpoints/[endpointId]/secret/route";
import "./webhooks/endpoints/[endpointId]/test/route";
import "./webhooks/endpoints/[endpointId]/recover/route";
import "./webhooks/deliveries/route";
import "./webhooks/deliveries/[deliveryId]/route";
import "./webhooks/deliveries/[deliveryId]/retry/route";
import "./events/route";
import "./events/[eventId]/route";
