"use client";

import Link from "next/link";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { signInHref } from "@/lib/auth/callback-url";
import { OwnReview } from "./own-review";
import { useProductViewer } from "./product-viewer";

// Loaded when a buyer without a review is looking: the form's validation (zod) stays out of every visitor's first load.
const ReviewForm = dynamic(() => import("./review-form").then((m) => m.ReviewForm), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full" />,
});

/**
 * Above the reviews, by who is looking: their own review (to edit), the form for a buyer who has not reviewed, or
 * "Sign in to review it" for a signed-out visitor. A blank line of that size while the visitor's part loads.
 */
export function ViewerReview({ productId }: { productId: string }) {
  const { viewer } = useProductViewer();
  if (viewer === null) return <Skeleton className="h-5 w-72 max-w-full" data-testid="viewer-review-loading" />;
  if (viewer.ownReview) return <OwnReview productId={productId} review={viewer.ownReview} />;
  if (viewer.viewer === "buyer") return <ReviewForm productId={productId} />;
  if (viewer.signedIn) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Bought this product?{" "}
      <Link href={signInHref(`/products/${productId}#reviews`)} className="text-link underline">
        Sign in to review it
      </Link>
    </p>
  );
}
