import type { Metadata } from "next";
import { PurchaseDetail } from "./purchase-detail";

export const metadata: Metadata = { title: "Order" };

export default async function PurchasePage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <PurchaseDetail orderId={orderId} />;
}
