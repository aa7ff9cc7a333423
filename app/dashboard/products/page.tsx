import type { Metadata } from "next";
import { MyProducts } from "./my-products";

export const metadata: Metadata = { title: "My products" };

export default function MyProductsPage() {
  return <MyProducts />;
}
