import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CurrentPlan } from "./current-plan";
import { paymentsMode } from "@/lib/payments/mode";
import { PaymentMethods } from "./payment-methods";

export const metadata: Metadata = { title: "Billing" };

export default async function BillingPage({
  searchParams,
}: {
  searchParams: Promise<{ checkout?: string | string[]; plan?: string | string[]; session_id?: string | string[] }>;
}) {
  const { checkout, plan, session_id: sessionId } = await searchParams;
  // Back from Stripe's Checkout page in setup mode: the client reads the session, which saves the card once.
  const returned = checkout === "success" && typeof sessionId === "string" ? sessionId : null;
  // Back from a plan's Checkout (subscription mode): reading the session applies the subscription once.
  const planSession = plan === "success" && typeof sessionId === "string" ? sessionId : null;
  const stripe = paymentsMode().provider === "stripe";
  return (
    <div className="space-y-6">
      <PageHeader
        title="Billing"
        description="Your plan and the payment methods for your purchases. Only the card brand and last four digits are kept."
      />
      <CurrentPlan returnedSession={planSession} cancelled={plan === "cancelled"} stripe={stripe} />
      <PaymentMethods stripe={stripe} returnedSession={returned} cancelled={checkout === "cancelled"} />
    </div>
  );
}
