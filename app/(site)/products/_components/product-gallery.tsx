"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { ProductCover } from "@/components/catalog/product-cover";
import { ResponsiveImage } from "@/components/catalog/responsive-image";
import type { ImageSources } from "@/lib/catalog/image-names";

/** The product's images, one large with thumbnails to switch; a product without images shows its category cover. */
export function ProductGallery({
  images,
  title,
  category,
  productId,
}: {
  images: ImageSources[];
  title: string;
  category: string;
  productId: string;
}) {
  const [shown, setShown] = useState(0);
  if (images.length === 0) return <ProductCover category={category} seed={productId} className="aspect-[3/1] rounded-xl" />;
  return (
    <div className="flex flex-col gap-3">
      <ResponsiveImage
        key={images[shown].src}
        image={images[shown]}
        alt={`${title}, image ${shown + 1} of ${images.length}`}
        sizes="(min-width: 1024px) 760px, 100vw"
        priority={shown === 0}
        className="aspect-[16/9] w-full rounded-xl border border-border bg-muted object-contain"
      />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Images">
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === shown}
                className={cn(
                  "block overflow-hidden rounded-md border-2 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  i === shown ? "border-primary" : "border-transparent",
                )}
              >
                <ResponsiveImage image={image} alt="" sizes="96px" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
