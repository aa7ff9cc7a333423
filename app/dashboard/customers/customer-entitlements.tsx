"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import { formatDate } from "@/lib/format/dates";
import { licenseStatusLabel, productTypeLabel } from "@/lib/format/labels";

/**
 * One buyer's entitlements (GET /customers/{buyerId}/entitlements, docs/commerce.md#license-keys): what they may use
 * from this seller now, bought on its own or through a bundle, with the order and the license key's state.
 */
export function CustomerEntitlements({ buyerId, name }: { buyerId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const held = useQuery({
    queryKey: queryKeys.customers.entitlements(buyerId),
    queryFn: async () => (await call(api.GET("/customers/{buyerId}/entitlements", { params: { path: { buyerId } } }))).data,
    enabled: open,
  });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Access: what ${name} has`}>
        Access
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>What {name} has</DialogTitle>
            <DialogDescription>
              The products they may use now: refunded ones are gone, ones from a bundle last while the bundle does.
            </DialogDescription>
          </DialogHeader>
          {held.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
          {held.error && <p className="text-sm text-destructive-text">Could not load their access: {held.error.message}</p>}
          {held.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">Nothing right now: every order of theirs was refunded.</p>
          )}
          {!!held.data?.length && (
            <ul className="flex flex-col divide-y" data-testid="customer-entitlements">
              {held.data.map((e) => (
                <li key={`${e.orderId}:${e.productId}`} className="flex flex-col gap-1 py-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link href={`/products/${e.productId}`} className="min-w-0 font-medium break-words text-link hover:underline">
                      {e.title}
                    </Link>
                    <Badge variant={e.via === "bundle" ? "default" : "secondary"}>
                      {e.via === "bundle" ? "Through a bundle" : "Bought"}
                    </Badge>
                  </div>
                  <p className="text-muted-foreground">
                    {productTypeLabel(e.type)} · since {formatDate(e.since)} ·{" "}
                    <Link href={`/dashboard/purchases/${e.orderId}`} className="underline">
                      order
                    </Link>
                    {e.license && (
                      <>
                        {" "}
                        · key <code className="font-mono text-xs">{e.license.keyHint}</code> ({licenseStatusLabel(e.license.status)},{" "}
                        {e.license.activations}
                        {e.license.activationLimit !== null ? ` of ${e.license.activationLimit}` : ""} activations)
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
