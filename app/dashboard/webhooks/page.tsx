import type { Metadata } from "next";
import { DeliveryLog } from "./delivery-log";
import { EndpointsManager } from "./endpoints-manager";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Webhooks</h1>
        <p className="text-slate-600 text-sm mt-1">
          We POST signed JSON events to your HTTPS endpoints. Failed deliveries are retried 8 times over about 45 hours.
        </p>
      </div>
      <EndpointsManager />
      <DeliveryLog />
    </div>
  );
}
