import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { ProductView, productMetadata } from "@/app/(site)/products/_components/product-view";
import { AppError } from "@/lib/errors";
import { getPublicProduct } from "@/lib/catalog/get-product";
import { getProductPage } from "@/lib/catalog/product-page";
import { segmentCurrency } from "@/lib/catalog/storefront-address";

export const revalidate = 60;
// Rendered on a product's first request and kept (the build renders none: no database at build time).
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Params = Promise<{ currency: string; id: string }>;

/**
 * A published product's page, cached per currency (ADR 062): proxy.ts serves "/products/<id>" from here. It reads
 * nothing of the visitor; a product that is not published is "not found" here for everyone (./not-found.tsx sends a
 * signed-in visitor on to the per-request page, which shows a draft to its author and a withdrawn product to buyers).
 */
const load = cache(async (segment: string, id: string) => {
  const currency = segmentCurrency(segment);
  if (currency === null) notFound();
  try {
    return await getProductPage(await getPublicProduct(id, currency), null);
  } catch (err) {
    if (err instanceof AppError && err.code === "PRODUCT_NOT_FOUND") notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { currency, id } = await params;
  return productMetadata(await load(currency, id));
}

export default async function CachedProductPage({ params }: { params: Params }) {
  const { currency, id } = await params;
  return <ProductView page={await load(currency, id)} />;
}
