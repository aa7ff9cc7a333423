import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CurrentPlan } from "./current-plan";
import { PaymentMethods } from "./payment-methods";

export const metadata: Metadata = { title: "Billing" };

export default function BillingPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Billing"
        description="Your plan and the payment methods for your purchases. Only the card brand and last four digits are kept."
      />
      <CurrentPlan />
      <PaymentMethods />
    </div>
  );
}
