import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { signInHref } from "@/lib/auth/callback-url";
import { currentUserId } from "@/lib/auth/session";
import { listCategories } from "@/lib/catalog/categories";
import { anonymousViewerId, getProduct } from "@/lib/catalog/get-product";
import { getProductPageExtras } from "@/lib/catalog/product-page";
import { productImageSources } from "@/lib/catalog/storefront";
import { requestCurrency } from "@/lib/catalog/request-currency";
import { findOwnReview, listReviews } from "@/lib/catalog/reviews";
import { categoryLabel } from "@/lib/format/labels";
import { REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { paymentsMode } from "@/lib/payments/mode";
import { readCheckoutSession } from "@/lib/payments/stripe-checkout";
import { ProductContent } from "../_components/product-content";
import { ProductFacts } from "../_components/product-facts";
import { ProductGallery } from "../_components/product-gallery";
import { ProductHeader } from "../_components/product-header";
import { OwnReview } from "../_components/own-review";
import { RatingSummary } from "../_components/rating-summary";
import { ReviewForm } from "../_components/review-form";
import { ReviewList } from "../_components/review-list";
import { SampleOutputs } from "../_components/sample-outputs";
import { BundleProducts } from "../_components/bundle-products";
import { SellerCard } from "../_components/seller-card";
import { WorkflowSteps } from "@/components/catalog/workflow-steps";
import { BuyPanel, PhoneBuyBar, type BuyPanelProps } from "./buy-panel";

export const dynamic = "force-dynamic";

type Search = { ref?: string | string[]; checkout?: string | string[]; session_id?: string | string[] };

/**
 * Back from Stripe's Checkout page (docs/payments.md#hosted-checkout): a session that reads as paid is fulfilled now
 * if the webhook has not done it yet, before the product is read, so the page shows the purchase at once.
 */
async function checkoutReturnOf(userId: string | null, search: Search): Promise<"paid" | "pending" | "cancelled" | null> {
  if (search.checkout === "cancelled") return "cancelled";
  if (search.checkout !== "success" || typeof search.session_id !== "string" || !userId) return null;
  if (paymentsMode().provider !== "stripe") return null;
  try {
    return (await readCheckoutSession(userId, search.session_id)).paid ? "paid" : "pending";
  } catch {
    // Stripe out of reach, or not this buyer's session: the webhook still fulfils a paid one.
    return "pending";
  }
}

// One read per request: the metadata and the page share it (getProduct also counts the view).
const load = cache(async (id: string, checkout?: string, sessionId?: string) => {
  const userId = await currentUserId();
  const checkoutReturn = await checkoutReturnOf(userId, { checkout, session_id: sessionId });
  const h = await headers();
  const viewerId = userId ?? anonymousViewerId(h.get("x-forwarded-for")?.split(",")[0].trim() ?? "local", h.get("user-agent") ?? "");
  try {
    const product = await getProduct(id, userId, viewerId, (await requestCurrency()).currency);
    const [reviews, ownReview, extras, categories, images] = await Promise.all([
      listReviews(userId, id, { limit: 20 }),
      findOwnReview(userId, id),
      getProductPageExtras(product, userId),
      listCategories(),
      // After getProduct: only a product the caller may see gets here.
      productImageSources(product.id),
    ]);
    const categoryName = categories.find((c) => c.slug === product.category)?.name ?? categoryLabel(product.category);
    return { product, images, reviews, ownReview, extras, categoryName, signedIn: userId !== null, checkoutReturn };
  } catch (err) {
    if (err instanceof AppError && err.code === "PRODUCT_NOT_FOUND") notFound();
    throw err;
  }
});

const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}): Promise<Metadata> {
  const search = await searchParams;
  const { product } = await load((await params).id, str(search.checkout), str(search.session_id));
  const description = product.description.slice(0, 200);
  return {
    title: product.title,
    description,
    // Relative: metadataBase (app/layout.tsx, APP_URL) makes them absolute.
    alternates: { canonical: `/products/${product.id}` },
    openGraph: { title: product.title, description, type: "website", url: `/products/${product.id}`, images: product.images.slice(0, 1) },
  };
}

export default async function ProductPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Search> }) {
  const search = await searchParams;
  const { product, images, reviews, ownReview, extras, categoryName, signedIn, checkoutReturn } = await load(
    (await params).id,
    str(search.checkout),
    str(search.session_id),
  );
  const { ref } = search;
  const buy: BuyPanelProps = {
    productId: product.id,
    price: product.price,
    currency: product.currency,
    currencies: product.prices.map((p) => p.currency),
    payWhatYouWant:
      product.priceMode === "pay_what_you_want" ? { minimumPrice: product.price, suggestedPrice: product.suggestedPrice } : null,
    viewer: product.viewer,
    signedIn,
    purchase: extras.purchase,
    bundle: product.type === "BUNDLE",
    referralCode: typeof ref === "string" ? ref : undefined,
    refundDays: REFUND_WINDOW_DAYS,
    refundPolicy: product.refundPolicy,
    stripeCheckout: paymentsMode().provider === "stripe",
    checkoutReturn,
  };
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 lg:pb-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <ProductHeader product={product} categoryName={categoryName} />
          <ProductGallery images={images} title={product.title} category={product.category} productId={product.id} />
          <section aria-labelledby="about" className="flex flex-col gap-2">
            <h2 id="about" className="text-xl font-semibold">
              About this {product.type === "WORKFLOW" ? "workflow" : product.type === "BUNDLE" ? "bundle" : "prompt"}
            </h2>
            <p className="whitespace-pre-line text-foreground">{product.description}</p>
          </section>
          <SampleOutputs examples={product.examples} />
          {extras.workflow && <WorkflowSteps outline={extras.workflow} />}
          <ProductFacts product={product} />
          {product.bundleProducts ? (
            <BundleProducts
              items={product.bundleProducts}
              currency={product.currency}
              bundlePrice={product.price}
              held={extras.bundleHeld}
            />
          ) : (
            <ProductContent product={product} />
          )}
          <section id="reviews" aria-labelledby="reviews-heading" className="flex scroll-mt-20 flex-col gap-4">
            <h2 id="reviews-heading" className="text-xl font-semibold">
              Reviews
            </h2>
            <RatingSummary average={product.rating.average} distribution={extras.ratingDistribution} />
            {ownReview ? (
              <OwnReview productId={product.id} review={ownReview} />
            ) : (
              product.viewer === "buyer" && <ReviewForm productId={product.id} />
            )}
            {!signedIn && (
              <p className="text-sm text-muted-foreground">
                Bought this product?{" "}
                <Link href={signInHref(`/products/${product.id}#reviews`)} className="text-link underline">
                  Sign in to review it
                </Link>
              </p>
            )}
            <ReviewList reviews={reviews.items} total={reviews.meta.total} />
          </section>
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <BuyPanel {...buy} />
          <SellerCard author={product.author} seller={extras.seller} />
        </aside>
      </div>
      <PhoneBuyBar {...buy} />
    </main>
  );
}
