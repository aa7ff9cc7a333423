import type { Metadata } from "next";
import { DiscountsManager } from "./discounts-manager";

export const metadata: Metadata = { title: "Discounts" };

export default function DiscountsPage() {
  return <DiscountsManager />;
}
