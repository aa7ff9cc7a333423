"use client";

import { CheckCircle2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useProductViewer } from "./product-viewer";

/** "You own this" beside a bundle's product the signed-in visitor already holds (from GET /products/{id}/viewer). */
export function BundleItemHeld({ itemId }: { itemId: string }) {
  const { viewer } = useProductViewer();
  if (!viewer?.bundleHeld.includes(itemId)) return null;
  return (
    <Badge variant="success" className="gap-1" data-testid="bundle-item-owned">
      <CheckCircle2Icon aria-hidden className="size-3.5" />
      You own this
    </Badge>
  );
}

/** Under the list, when the visitor holds some of the bundle's products. */
export function BundleHeldNote() {
  const { viewer } = useProductViewer();
  if (!viewer?.bundleHeld.length) return null;
  return <p className="text-sm text-muted-foreground">What you paid for the products you own is taken off the bundle&apos;s price.</p>;
}
