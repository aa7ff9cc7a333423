"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId } from "react";
import { toast } from "sonner";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { showApiError } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The buyer's switch for new-version mail of this product (docs/email.md#product-updates). */
export function UpdateMailSwitch({ orderId }: { orderId: string }) {
  const id = useId();
  const qc = useQueryClient();
  const key = queryKeys.purchases.productUpdates(orderId);
  const q = useQuery({
    queryKey: key,
    queryFn: async () => (await call(api.GET("/purchases/{orderId}/product-updates", { params: { path: { orderId } } }))).data,
  });
  const save = useMutation({
    mutationFn: (subscribed: boolean) =>
      call(api.PUT("/purchases/{orderId}/product-updates", { params: { path: { orderId } }, body: { subscribed } })),
    onSuccess: (res) => {
      qc.setQueryData(key, res.data);
      toast.success(res.data.subscribed ? "You will get mail about new versions" : "No more mail about new versions of this product");
    },
    onError: (e) => showApiError(null, e, "Your choice was not saved"),
  });
  if (!q.data) return null;
  return (
    <Card className="max-w-lg py-4">
      <CardContent className="flex items-start gap-3">
        <Checkbox
          id={`${id}-updates`}
          checked={q.data.subscribed}
          disabled={save.isPending}
          onCheckedChange={(v) => save.mutate(v === true)}
          aria-describedby={`${id}-updates-hint`}
          className="mt-0.5"
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-updates`}>Mail me about new versions</Label>
          <p id={`${id}-updates-hint`} className="text-sm text-muted-foreground">
            {q.data.allOff ? (
              <>
                Product updates are off for every product in your{" "}
                <Link className="underline" href="/dashboard/settings">
                  notification settings
                </Link>
                : nothing is mailed until you turn them on there.
              </>
            ) : (
              "A mail with the version and its changelog when the seller releases one."
            )}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
