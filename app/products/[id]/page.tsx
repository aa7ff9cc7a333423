import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { signInHref } from "@/lib/auth/callback-url";
import { currentUserId } from "@/lib/auth/session";
import { anonymousViewerId, getProduct } from "@/lib/catalog/get-product";
import { findOwnReview, listReviews } from "@/lib/catalog/reviews";
import { ProductContent } from "../_components/product-content";
import { ProductFacts } from "../_components/product-facts";
import { ProductGallery } from "../_components/product-gallery";
import { ProductHeader } from "../_components/product-header";
import { OwnReview } from "../_components/own-review";
import { ReviewForm } from "../_components/review-form";
import { ReviewList } from "../_components/review-list";
import { BuyPanel } from "./buy-panel";

export const dynamic = "force-dynamic";

// One read per request: the metadata and the page share it (getProduct also counts the view).
const load = cache(async (id: string) => {
  const userId = await currentUserId();
  const h = await headers();
  const viewerId = userId ?? anonymousViewerId(h.get("x-forwarded-for")?.split(",")[0].trim() ?? "local", h.get("user-agent") ?? "");
  try {
    const product = await getProduct(id, userId, viewerId);
    const [reviews, ownReview] = await Promise.all([listReviews(userId, id, { limit: 20 }), findOwnReview(userId, id)]);
    return { product, reviews, ownReview, signedIn: userId !== null };
  } catch (err) {
    if (err instanceof AppError && err.code === "PRODUCT_NOT_FOUND") notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { product } = await load((await params).id);
  const description = product.description.slice(0, 200);
  return {
    title: product.title,
    description,
    openGraph: { title: product.title, description, type: "website", images: product.images.slice(0, 1) },
  };
}

export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const { product, reviews, ownReview, signedIn } = await load((await params).id);
  const { ref } = await searchParams;
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
          signedIn={signedIn}
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
      {ownReview ? (
        <OwnReview productId={product.id} review={ownReview} />
      ) : (
        product.viewer === "buyer" && <ReviewForm productId={product.id} />
      )}
      {!signedIn && (
        <p className="text-sm text-slate-600">
          Bought this product?{" "}
          <Link href={signInHref(`/products/${product.id}`)} className="text-brand-600 underline">
            Sign in to review it
          </Link>
        </p>
      )}
      <ReviewList reviews={reviews.items} total={reviews.meta.total} />
    </main>
  );
}
