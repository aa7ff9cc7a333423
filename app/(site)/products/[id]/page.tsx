import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { currentUserId } from "@/lib/auth/session";
import { getPublicProduct } from "@/lib/catalog/get-product";
import { getProductPage } from "@/lib/catalog/product-page";
import { requestCurrency } from "@/lib/catalog/request-currency";
import { ProductView, productMetadata } from "../_components/product-view";

export const dynamic = "force-dynamic";

const isNotFound = (err: unknown) => err instanceof AppError && err.code === "PRODUCT_NOT_FOUND";

/**
 * The product page rendered per request, reached with ?preview (proxy.ts; every other visit is served from the cached
 * page, app/(storefront)/storefront/[currency]/product/[id]): a draft, unpublished or deleted product is shown to its
 * author and buyers, so this page asks who is looking when the product is not published.
 */
async function visibleProduct(id: string, currency: string | undefined) {
  try {
    return { product: await getPublicProduct(id, currency), visibleTo: null };
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  const userId = await currentUserId();
  if (!userId) notFound();
  try {
    return { product: await getPublicProduct(id, currency, userId), visibleTo: userId };
  } catch (err) {
    if (isNotFound(err)) notFound();
    throw err;
  }
}

// One read per request: the metadata and the page share it.
const load = cache(async (id: string) => {
  const { product, visibleTo } = await visibleProduct(id, (await requestCurrency()).currency);
  return getProductPage(product, visibleTo);
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return productMetadata(await load((await params).id));
}

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  return <ProductView page={await load((await params).id)} />;
}
