"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { apiFetch } from "@/lib/api/client";
import type { ProductListItem } from "@/lib/catalog/present";
import { LifecycleActions } from "./_components/lifecycle-actions";

const STATUS_STYLE: Record<string, string> = {
  draft: "bg-slate-100 text-slate-700",
  published: "bg-emerald-100 text-emerald-800",
  unpublished: "bg-amber-100 text-amber-800",
};

export default function MyProductsPage() {
  const products = useQuery({
    queryKey: ["products", "mine"],
    queryFn: async () => (await apiFetch<ProductListItem[]>("/products?author=me&sort=newest&limit=100")).data,
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">My products</h1>
        <Link href="/dashboard/products/new" className="rounded bg-brand-600 px-4 py-2 text-sm text-white">
          New product
        </Link>
      </div>
      {products.isLoading ? (
        <p className="text-slate-500">Loading…</p>
      ) : products.error ? (
        <p role="alert" className="text-red-700">
          Could not load your products: {products.error.message}
        </p>
      ) : products.data?.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-8 text-center text-slate-600">
          No products yet.{" "}
          <Link href="/dashboard/products/new" className="text-brand-600 underline">
            Create your first one
          </Link>
          .
        </p>
      ) : (
        <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
          <thead className="bg-slate-100 text-left text-xs uppercase text-slate-500">
            <tr>
              <th className="p-2">Product</th>
              <th className="p-2">Status</th>
              <th className="p-2">Price</th>
              <th className="p-2">Views</th>
              <th className="p-2">Rating</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {products.data?.map((p) => (
              <tr key={p.id} className="border-t border-slate-100">
                <td className="p-2">
                  <Link href={`/dashboard/products/${p.id}`} className="font-medium text-brand-700 hover:underline">
                    {p.title}
                  </Link>
                  <div className="text-xs text-slate-500">
                    {p.type} · {p.category}
                  </div>
                </td>
                <td className="p-2">
                  <span className={`rounded px-2 py-0.5 text-xs ${STATUS_STYLE[p.status] ?? ""}`}>{p.status}</span>
                </td>
                <td className="p-2">
                  {p.price.toFixed(2)} {p.currency}
                </td>
                <td className="p-2">{p.stats.views}</td>
                <td className="p-2">{p.rating.count ? `${p.rating.average} (${p.rating.count})` : "—"}</td>
                <td className="p-2">
                  <LifecycleActions productId={p.id} status={p.status} title={p.title} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
