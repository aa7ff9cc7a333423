import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { DeliveryLog } from "./delivery-log";
import { EndpointsManager } from "./endpoints-manager";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <PageHeader
        title="Webhooks"
        description="We POST signed JSON events to your HTTPS endpoints. Failed deliveries are retried 8 times over about 45 hours."
      />
      <EndpointsManager />
      <DeliveryLog />
    </div>
  );
}
