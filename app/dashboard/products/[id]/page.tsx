"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { apiFetch } from "@/lib/api/client";
import type { ProductDetail } from "@/lib/catalog/present";
import { AssetUploader } from "../_components/asset-uploader";
import { LifecycleActions } from "../_components/lifecycle-actions";
import { ProductForm, type ProductFormValues } from "../_components/product-form";
import { useCategories } from "../_components/use-categories";

const toValues = (p: ProductDetail): ProductFormValues => ({
  title: p.title,
  description: p.description,
  type: p.type,
  category: p.category,
  price: String(p.price),
  currency: p.currency,
  content: p.content ?? "",
  tags: p.tags.join(", "),
  requirements: p.requirements.join("\n"),
  features: p.features.join("\n"),
  compatibility: p.compatibility,
  version: p.version,
  changelog: p.changelog,
});

export default function EditProductPage() {
  const { id } = useParams<{ id: string }>();
  const router = useRouter();
  const qc = useQueryClient();
  const categories = useCategories();
  const product = useQuery({
    queryKey: ["products", id],
    queryFn: async () => (await apiFetch<ProductDetail>(`/products/${id}`)).data,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ["products", id] });

  if (product.isLoading || categories.isLoading) return <p className="text-slate-500">Loading…</p>;
  if (product.error || !product.data)
    return (
      <p role="alert" className="text-red-700">
        Could not load the product: {product.error?.message}
      </p>
    );
  const p = product.data;
  return (
    <div className="flex flex-col gap-6">
      <Link href="/dashboard/products" className="text-sm text-brand-600 hover:underline">
        ← My products
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{p.title}</h1>
        <div className="flex items-center gap-3">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs" data-testid="product-status">
            {p.status}
          </span>
          {p.status === "published" && (
            <Link href={`/products/${p.id}`} className="text-sm text-brand-600 underline">
              View in catalog
            </Link>
          )}
          {p.status !== "deleted" && (
            <Link href={`/dashboard/run/${p.id}`} className="text-sm text-brand-600 underline">
              Try it
            </Link>
          )}
          <LifecycleActions productId={p.id} status={p.status} title={p.title} onDeleted={() => router.push("/dashboard/products")} />
        </div>
      </div>
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold">Images and files</h2>
        <div className="flex flex-wrap gap-3">
          {p.images.map((src) => (
            <div key={src} className="flex flex-col items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served by our API as stored; no optimizer in between */}
              <img src={src} alt="" className="h-24 w-24 rounded border object-cover" />
              <button
                type="button"
                className="text-xs text-red-700"
                onClick={async () => {
                  if (window.confirm("Remove this image?")) {
                    await apiFetch(src.replace("/api/v1", ""), { method: "DELETE" });
                    void refresh();
                  }
                }}
              >
                Remove
              </button>
            </div>
          ))}
        </div>
        <AssetUploader
          productId={p.id}
          kind="images"
          accept="image/png,image/jpeg,image/webp"
          label="Add image (PNG, JPEG, WebP, ≤ 5 MB)"
          onDone={refresh}
        />
        <ul className="text-sm">
          {p.files.map((f) => (
            <li key={f.id} className="flex gap-2">
              {f.name} ({Math.ceil(f.size / 1024)} KB, {f.type})
              <button
                type="button"
                className="text-xs text-red-700"
                onClick={async () => {
                  if (window.confirm(`Remove ${f.name}?`)) {
                    await apiFetch(`/products/${p.id}/files/${f.id}`, { method: "DELETE" });
                    void refresh();
                  }
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <AssetUploader productId={p.id} kind="files" accept="*/*" label="Add file (≤ 25 MB)" onDone={refresh} />
      </section>
      <ProductForm
        key={p.updatedAt}
        initial={toValues(p)}
        categories={categories.data ?? []}
        editing
        submitLabel="Save changes"
        onSubmit={async (body) => {
          await apiFetch(`/products/${p.id}`, { method: "PATCH", json: body });
          await refresh();
        }}
      />
    </div>
  );
}
