import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { currentUserId } from "@/lib/auth/session";
import { anonymousViewerId, getProduct } from "@/lib/catalog/get-product";
import { listReviews } from "@/lib/catalog/reviews";
import { ProductContent } from "../_components/product-content";
import { ProductFacts } from "../_components/product-facts";
import { ProductGallery } from "../_components/product-gallery";
import { ProductHeader } from "../_components/product-header";
import { ReviewForm } from "../_components/review-form";
import { ReviewList } from "../_components/review-list";
import { BuyPanel } from "./buy-panel";

export const dynamic = "force-dynamic";

async function load(id: string) {
  const userId = await currentUserId();
  const h = await headers();
  const viewerId = userId ?? anonymousViewerId(h.get("x-forwarded-for")?.split(",")[0].trim() ?? "local", h.get("user-agent") ?? "");
  try {
    const product = await getProduct(id, userId, viewerId);
    const reviews = await listReviews(userId, id, { limit: 20 });
    return { product, reviews, userId };
  } catch (err) {
    if (err instanceof AppError && err.code === "PRODUCT_NOT_FOUND") notFound();
    throw err;
  }
}

export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const { product, reviews, userId } = await load((await params).id);
  const { ref } = await searchParams;
  const reviewed = reviews.items.some((r) => r.author.id === userId);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-10">
      <Link href="/products" className="text-sm text-brand-600 hover:underline">
        ← Catalog
      </Link>
      <ProductHeader product={product} />
      {product.viewer === "visitor" && (
        <BuyPanel
          productId={product.id}
          price={product.price}
          currency={product.currency}
          referralCode={typeof ref === "string" ? ref : undefined}
        />
      )}
      {product.viewer === "buyer" && (
        <Link href="/dashboard/purchases" className="text-sm text-brand-600 hover:underline">
          You own this product: open your purchases
        </Link>
      )}
      <ProductGallery images={product.images} title={product.title} />
      <p className="whitespace-pre-line text-slate-700">{product.description}</p>
      <ProductFacts product={product} />
      <ProductContent product={product} />
      {product.viewer === "buyer" && !reviewed && <ReviewForm productId={product.id} />}
      <ReviewList reviews={reviews.items} total={reviews.meta.total} />
    </main>
  );
}
