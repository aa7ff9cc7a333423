import type { Metadata } from "next";
import { WorkflowSteps } from "@/components/catalog/workflow-steps";
import type { ProductPage } from "@/lib/catalog/product-page";
import { paymentsMode } from "@/lib/payments/mode";
import { REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { BuyPanel, PhoneBuyBar, type BuyPanelProps } from "../[id]/buy-panel";
import { BundleProducts } from "./bundle-products";
import { ProductContent } from "./product-content";
import { ProductFacts } from "./product-facts";
import { ProductGallery } from "./product-gallery";
import { ProductHeader } from "./product-header";
import { ProductViewerProvider } from "./product-viewer";
import { RatingSummary } from "./rating-summary";
import { ReviewList } from "./review-list";
import { SampleOutputs } from "./sample-outputs";
import { SellerCard } from "./seller-card";
import { ViewerReview } from "./viewer-review";

/** The product page's title, description and links, the same on the cached page and the per-request one. */
export function productMetadata({ product }: ProductPage): Metadata {
  const description = product.description.slice(0, 200);
  return {
    title: product.title,
    description,
    // Relative: metadataBase (app/layout.tsx, APP_URL) makes them absolute.
    alternates: { canonical: `/products/${product.id}` },
    openGraph: { title: product.title, description, type: "website", url: `/products/${product.id}`, images: product.images.slice(0, 1) },
  };
}

/**
 * The product as everyone sees it (docs/catalog.md#storefront-pages): the HTML depends on the product and the
 * currency only; the visitor's part (buy panel state, "you own this", their review, the content they bought, the
 * view count, Stripe's return) loads in the browser from GET /products/{id}/viewer. Rendered by the cached page
 * (app/(storefront)/storefront/[currency]/product/[id]) and, for a draft or withdrawn product shown to its author or
 * buyers, by app/(site)/products/[id].
 */
export function ProductView({ page: { product, images, reviews, extras, categoryName } }: { page: ProductPage }) {
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
