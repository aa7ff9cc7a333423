"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { showApiError } from "@/components/ui/form";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, call } from "@/lib/api-client/browser";
import { formatDateTime } from "@/lib/format/dates";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { License } from "@/lib/api-client/types";

const STATUS_LABEL = { active: "Active", expired: "Expired", revoked: "Revoked" } as const;

/** The seller's view of a product's license keys (hints only), with Revoke (docs/commerce.md#license-keys). */
export function ProductLicenses({ productId }: { productId: string }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: queryKeys.products.licenses(productId),
    queryFn: async () => call(api.GET("/products/{productId}/licenses", { params: { path: { productId }, query: { limit: 100 } } })),
  });
  async function revoke(l: License) {
    try {
      await call(api.POST("/licenses/{licenseId}/revoke", { params: { path: { licenseId: l.id } } }));
      toast.success(`Key ${l.keyHint} revoked`);
      await qc.invalidateQueries({ queryKey: queryKeys.products.licenses(productId) });
    } catch (e) {
      showApiError(null, e, "Could not revoke the key");
    }
  }
  const items = q.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>License keys</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {q.error && <Alert>Could not load the keys: {q.error.message}. Reload the page to try again.</Alert>}
        {q.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">No keys yet: each purchase gets one.</p>}
        {items.length > 0 && (
          <ul className="divide-y rounded-md border text-sm" data-testid="product-licenses">
            {items.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="font-mono text-xs break-all">{l.keyHint}</code>
                    <StatusBadge status={l.status} label={STATUS_LABEL[l.status]} />
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {l.buyer.name} · bought {formatDateTime(l.createdAt)} ·{" "}
                    {l.activationLimit === null
                      ? `${l.activations} installations`
                      : `${l.activations} of ${l.activationLimit} installations`}
                    {l.instances.length > 0 && `: ${l.instances.map((i) => i.name).join(", ")}`}
                  </p>
                </div>
                {l.status !== "revoked" && (
                  <ConfirmAction
                    title={`Revoke ${l.keyHint}?`}
                    destructive
                    confirmLabel="Revoke key"
                    onConfirm={() => void revoke(l)}
                    consequence={
                      <p>
                        {l.buyer.name}&apos;s software stops accepting this key at once. The order and its access to the content stay as
                        they are. This cannot be undone.
                      </p>
                    }
                    trigger={
                      <Button variant="outline" size="sm" className="text-destructive-text">
                        Revoke
                      </Button>
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
