"use client";

import { useQuery } from "@tanstack/react-query";
import { Checkbox } from "@/components/ui/checkbox";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import { formatMoney } from "@/lib/format/money";
import { productStatusLabel, productTypeLabel } from "@/lib/format/labels";

/**
 * Picks the products a bundle sells (docs/commerce.md#bundles): the seller's own prompts and workflows, in the order
 * of their list; the server refuses anything else again. Drafts may be picked, but the bundle publishes only once
 * every product in it is published.
 */
export function BundlePicker({
  bundleId,
  value,
  onChange,
  error,
}: {
  bundleId?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const mine = useQuery({
    queryKey: queryKeys.products.mine(),
    queryFn: async () => (await call(api.GET("/products", { params: { query: { author: "me", sort: "newest", limit: 100 } } }))).data,
  });
  const choices = (mine.data ?? []).filter((p) => p.type !== "BUNDLE" && p.id !== bundleId && p.status !== "deleted");
  const toggle = (id: string, on: boolean) =>
    onChange(on ? choices.map((p) => p.id).filter((x) => x === id || value.includes(x)) : value.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border p-3" data-testid="bundle-picker" aria-describedby="bundle-picker-hint">
      <legend className="px-1 text-sm font-medium text-foreground">Products in this bundle</legend>
      <p id="bundle-picker-hint" className="text-xs text-muted-foreground">
        Pick at least two of your products. Buyers get every one of them; a buyer who already owns some pays the bundle price less what they
        paid for those.
      </p>
      {mine.isPending && <p className="text-sm text-muted-foreground">Loading your products…</p>}
      {mine.error && <p className="text-sm text-destructive-text">Could not load your products: {mine.error.message}</p>}
      {mine.data && choices.length === 0 && (
        <p className="text-sm text-muted-foreground">You have no prompts or workflows yet: create them first, then bundle them.</p>
      )}
      <ul className="flex flex-col gap-1">
        {choices.map((p) => (
          <li key={p.id}>
            <label className="flex items-start gap-2 rounded-md p-1 text-sm hover:bg-subtle">
              <Checkbox className="mt-0.5" checked={value.includes(p.id)} onCheckedChange={(on) => toggle(p.id, on === true)} />
              <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words text-foreground">{p.title}</span>
                <span className="text-muted-foreground">
                  {productTypeLabel(p.type)} · {formatMoney(p.price, p.currency)}
                  {p.status !== "published" ? ` · ${productStatusLabel(p.status)}` : ""}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {value.length} selected
      </p>
      {error && <p className="text-sm text-destructive-text">{error}</p>}
    </fieldset>
  );
}
