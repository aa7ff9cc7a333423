import { PurchaseDetail } from "./purchase-detail";

export default async function PurchasePage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <PurchaseDetail orderId={orderId} />;
}
