import type { Metadata } from "next";
import { paymentsMode } from "@/lib/payments/mode";
import { SalesView } from "./sales-view";

export const metadata: Metadata = { title: "Sales" };

export default function SalesPage() {
  // The payout account exists only where payouts go through Stripe (PAYMENTS_PROVIDER=stripe).
  return <SalesView stripePayouts={paymentsMode().provider === "stripe"} />;
}
