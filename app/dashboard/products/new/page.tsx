"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/api/client";
import { EMPTY_PRODUCT, ProductForm } from "../_components/product-form";
import { useCategories } from "../_components/use-categories";

export default function NewProductPage() {
  const router = useRouter();
  const categories = useCategories();
  return (
    <div className="flex flex-col gap-4">
      <Link href="/dashboard/products" className="text-sm text-brand-600 hover:underline">
        ← My products
      </Link>
      <h1 className="text-2xl font-semibold">New product</h1>
      <p className="text-sm text-slate-600">It starts as a draft; add images and files after saving, then publish.</p>
      {categories.isLoading ? (
        <p className="text-slate-500">Loading…</p>
      ) : categories.error ? (
        <p role="alert" className="text-red-700">
          Could not load categories.
        </p>
      ) : (
        <ProductForm
          initial={EMPTY_PRODUCT}
          categories={categories.data ?? []}
          editing={false}
          submitLabel="Create draft"
          onSubmit={async (body) => {
            const { data } = await apiFetch<{ id: string }>("/products", { method: "POST", json: body });
            router.push(`/dashboard/products/${data.id}`);
          }}
        />
      )}
    </div>
  );
}
