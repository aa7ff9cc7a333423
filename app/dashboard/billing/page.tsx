import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { PaymentMethods } from "./payment-methods";

export const metadata: Metadata = { title: "Billing" };

export default function BillingPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Billing" description="Payment methods for your purchases. Only the card brand and last four digits are kept." />
      <PaymentMethods />
    </div>
  );
}
