// The dashboard reads the API's own shapes (type-only imports: nothing server-side reaches the browser).
export type { EndpointView as Endpoint } from "@/lib/webhooks/endpoints";
export type { AttemptView as Attempt, DeliveryView as Delivery, DeliveryDetailView as DeliveryDetail } from "@/lib/webhooks/deliveries";
