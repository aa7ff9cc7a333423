"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { ProductCover } from "@/components/catalog/product-cover";

/** The product's images, one large with thumbnails to switch; a product without images shows its category cover. */
export function ProductGallery({
  images,
  title,
  category,
  productId,
}: {
  images: string[];
  title: string;
  category: string;
  productId: string;
}) {
  const [shown, setShown] = useState(0);
  if (images.length === 0) return <ProductCover category={category} seed={productId} className="aspect-[3/1] rounded-xl" />;
  return (
    <div className="flex flex-col gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served by our API as stored; no optimizer in between */}
      <img
        src={images[shown]}
        alt={`${title}, image ${shown + 1} of ${images.length}`}
        className="aspect-[16/9] w-full rounded-xl border border-slate-200 bg-slate-100 object-contain"
      />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Images">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === shown}
                className={cn(
                  "block overflow-hidden rounded-md border-2 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  i === shown ? "border-brand-600" : "border-transparent",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img src={src} alt="" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
