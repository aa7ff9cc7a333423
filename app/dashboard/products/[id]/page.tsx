"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { toast } from "sonner";
import { PageSkeleton } from "@/app/dashboard/_shell/page-skeleton";
import { DashboardNotFound } from "@/app/dashboard/_shell/dashboard-not-found";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { showApiError } from "@/components/ui/form";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { productStatusLabel } from "@/lib/format/labels";
import { formatCount } from "@/lib/format/numbers";
import { AssetUploader } from "../_components/asset-uploader";
import { LifecycleActions } from "../_components/lifecycle-actions";
import { ProductForm, type ProductFormValues } from "../_components/product-form";
import { useCategories } from "../_components/use-categories";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ProductDetail } from "@/lib/api-client/types";
import { ProductLicenses } from "../_components/product-licenses";

const toValues = (p: ProductDetail): ProductFormValues => ({
  title: p.title,
  description: p.description,
  type: p.type,
  category: p.category,
  price: String(p.price),
  priceMode: p.priceMode,
  suggestedPrice: p.suggestedPrice === null ? "" : String(p.suggestedPrice),
  currency: p.currency,
  prices: p.prices.filter((x) => x.currency !== p.currency).map((x) => ({ currency: x.currency, amount: String(x.amount) })),
  content: p.content ?? "",
  tags: p.tags.join(", "),
  requirements: p.requirements.join("\n"),
  features: p.features.join("\n"),
  compatibility: p.compatibility,
  refundPolicy: p.refundPolicy,
  version: p.version,
  changelog: p.changelog,
  examples: p.examples,
  licenseKeysEnabled: p.licenseKeys.enabled,
  licenseActivationLimit: p.licenseKeys.activationLimit === null ? "" : String(p.licenseKeys.activationLimit),
  licenseExpiresInDays: p.licenseKeys.expiresInDays === null ? "" : String(p.licenseKeys.expiresInDays),
  bundleProductIds: p.bundleProducts?.map((b) => b.id) ?? [],
});

export default function EditProductPage() {
  const { id } = useParams<{ id: string }>();
  const router = useRouter();
  const qc = useQueryClient();
  const categories = useCategories();
  const product = useQuery({
    queryKey: queryKeys.products.detail(id),
    queryFn: async () => (await call(api.GET("/products/{productId}", { params: { path: { productId: id } } }))).data,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.products.detail(id) });

  const removeAsset = async (kind: "images" | "files", assetId: string, name: string) => {
    try {
      await call(api.DELETE(`/products/{productId}/${kind}/{assetId}`, { params: { path: { productId: id, assetId } } }));
      toast.success(`${name} removed`);
      void refresh();
    } catch (e) {
      showApiError(null, e, `Could not remove ${name}`);
    }
  };

  if (product.error instanceof ApiClientError && product.error.status === 404) {
    return <DashboardNotFound what="product" back={{ href: "/dashboard/products", label: "Back to my products" }} />;
  }
  if (product.isPending || categories.isPending) return <PageSkeleton shape="form" />;
  if (product.error || !product.data)
    return <Alert>Could not load the product: {product.error?.message ?? "unknown error"}. Reload the page to try again.</Alert>;
  const p = product.data;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${p.title} · My products · Dashboard · Promptly`}</title>
      <div>
        <Button variant="link" size="sm" className="-ml-3" asChild>
          <Link href="/dashboard/products">
            <ArrowLeftIcon aria-hidden />
            My products
          </Link>
        </Button>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{p.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <span data-testid="product-status">
              <StatusBadge status={p.status} label={productStatusLabel(p.status)} />
            </span>
            {p.status === "published" && (
              <Button variant="link" size="sm" asChild>
                <Link href={`/products/${p.id}`}>View in catalog</Link>
              </Button>
            )}
            {p.status !== "deleted" && (
              <Button variant="link" size="sm" asChild>
                <Link href={`/dashboard/run/${p.id}`}>Try it</Link>
              </Button>
            )}
            <LifecycleActions productId={p.id} status={p.status} title={p.title} onDeleted={() => router.push("/dashboard/products")} />
          </div>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Images and files</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {p.images.length > 0 && (
            <ul className="flex flex-wrap gap-3">
              {p.images.map((src, i) => (
                <li key={src} className="flex flex-col items-center gap-1">
                  {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served by our API as stored; no optimizer in between */}
                  <img src={src} alt={`Image ${i + 1} of ${p.title}`} className="h-24 w-24 rounded border object-cover" />
                  <ConfirmAction
                    title="Remove this image?"
                    destructive
                    confirmLabel="Remove image"
                    onConfirm={() => void removeAsset("images", src.split("/").pop() ?? "", `Image ${i + 1}`)}
                    consequence={<p>It disappears from the catalog page at once. Upload it again to bring it back.</p>}
                    trigger={
                      <Button variant="link" size="sm" className="h-auto p-0 text-xs text-destructive-text">
                        Remove
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <AssetUploader
            productId={p.id}
            kind="images"
            accept="image/png,image/jpeg,image/webp"
            label="Add image (PNG, JPEG, WebP, up to 5 MB)"
            onDone={refresh}
          />
          {p.files.length > 0 && (
            <ul className="divide-y rounded-md border text-sm">
              {p.files.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 break-all">
                    {f.name} <span className="text-muted-foreground">({formatCount(Math.ceil(f.size / 1024))} KB)</span>
                  </span>
                  <ConfirmAction
                    title={`Remove ${f.name}?`}
                    destructive
                    confirmLabel="Remove file"
                    onConfirm={() => void removeAsset("files", f.id, f.name)}
                    consequence={<p>Buyers can no longer download it. Upload it again to bring it back.</p>}
                    trigger={
                      <Button variant="link" size="sm" className="h-auto p-0 text-xs text-destructive-text">
                        Remove
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <AssetUploader
            productId={p.id}
            kind="files"
            accept="*/*"
            label="Add file"
            hint="PDF, ZIP, JSON, text or images, up to 25 MB (5 GB where files are kept in object storage)"
            onDone={refresh}
          />
        </CardContent>
      </Card>
      {p.licenseKeys.enabled && <ProductLicenses productId={p.id} />}
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <ProductForm
            key={p.updatedAt}
            bundleId={p.id}
            initial={toValues(p)}
            categories={categories.data ?? []}
            editing
            submitLabel="Save changes"
            onSubmit={async (body) => {
              await call(api.PATCH("/products/{productId}", { params: { path: { productId: p.id } }, body }));
              await refresh();
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
