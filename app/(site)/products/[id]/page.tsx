import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { currentUserId } from "@/lib/auth/session";
import { listCategories } from "@/lib/catalog/categories";
import { getPublicProduct } from "@/lib/catalog/get-product";
import { getProductPageExtras } from "@/lib/catalog/product-page";
import { productImageSources } from "@/lib/catalog/storefront";
import { requestCurrency } from "@/lib/catalog/request-currency";
import { listReviews } from "@/lib/catalog/reviews";
import { categoryLabel } from "@/lib/format/labels";
import { REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { paymentsMode } from "@/lib/payments/mode";
import { ProductContent } from "../_components/product-content";
import { ProductFacts } from "../_components/product-facts";
import { ProductGallery } from "../_components/product-gallery";
import { ProductHeader } from "../_components/product-header";
import { ProductViewerProvider } from "../_components/product-viewer";
import { RatingSummary } from "../_components/rating-summary";
import { ReviewList } from "../_components/review-list";
import { SampleOutputs } from "../_components/sample-outputs";
import { BundleProducts } from "../_components/bundle-products";
import { SellerCard } from "../_components/seller-card";
import { ViewerReview } from "../_components/viewer-review";
import { WorkflowSteps } from "@/components/catalog/workflow-steps";
import { BuyPanel, PhoneBuyBar, type BuyPanelProps } from "./buy-panel";

export const dynamic = "force-dynamic";

const isNotFound = (err: unknown) => err instanceof AppError && err.code === "PRODUCT_NOT_FOUND";

/**
 * The product as everyone sees it (docs/catalog.md#storefront-pages): the HTML depends on the product and the
 * currency only; the visitor's part (buy panel state, "you own this", their review, the content they bought, the
 * view count, Stripe's return) loads in the browser from GET /products/{id}/viewer. Only a product that is not
 * published (a draft, unpublished or deleted) asks who is looking, since only its author and buyers may see it; such a
 * page is never one to cache.
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
  const [reviews, extras, categories, images] = await Promise.all([
    listReviews(visibleTo, id, { limit: 20 }),
    getProductPageExtras(product),
    listCategories(),
    // After the visibility check: only a product the caller may see gets here.
    productImageSources(product.id),
  ]);
  const categoryName = categories.find((c) => c.slug === product.category)?.name ?? categoryLabel(product.category);
  return { product, images, reviews, extras, categoryName };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { product } = await load((await params).id);
  const description = product.description.slice(0, 200);
  return {
    title: product.title,
    description,
    // Relative: metadataBase (app/layout.tsx, APP_URL) makes them absolute.
    alternates: { canonical: `/products/${product.id}` },
    openGraph: { title: product.title, description, type: "website", url: `/products/${product.id}`, images: product.images.slice(0, 1) },
  };
}

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { product, images, reviews, extras, categoryName } = await load((await params).id);
  const stripeCheckout = paymentsMode().provider === "stripe";
  const buy: BuyPanelProps = {
    productId: product.id,
    price: product.price,
    currency: product.currency,
    currencies: product.prices.map((p) => p.currency),
    payWhatYouWant:
      product.priceMode === "pay_what_you_want" ? { minimumPrice: product.price, suggestedPrice: product.suggestedPrice } : null,
    bundle: product.type === "BUNDLE",
    refundDays: REFUND_WINDOW_DAYS,
    refundPolicy: product.refundPolicy,
    stripeCheckout,
  };
  return (
    <ProductViewerProvider productId={product.id} stripeCheckout={stripeCheckout}>
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
              <BundleProducts items={product.bundleProducts} currency={product.currency} bundlePrice={product.price} />
            ) : (
              <ProductContent productId={product.id} type={product.type} files={product.files} />
            )}
            <section id="reviews" aria-labelledby="reviews-heading" className="flex scroll-mt-20 flex-col gap-4">
              <h2 id="reviews-heading" className="text-xl font-semibold">
                Reviews
              </h2>
              <RatingSummary average={product.rating.average} distribution={extras.ratingDistribution} />
              <ViewerReview productId={product.id} />
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
    </ProductViewerProvider>
  );
}
