"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { showApiError } from "@/components/ui/form";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";

type Props = { productId: string; status: string; title: string; onDeleted?: () => void };
type Action = "publish" | "unpublish" | "delete";

const COPY: Record<Action, { title: (t: string) => string; consequence: string; confirm: string; done: (t: string) => string }> = {
  publish: {
    title: (t) => `Publish “${t}”?`,
    consequence: "It is listed in the public catalog at once and anyone can buy it at its current price.",
    confirm: "Publish",
    done: (t) => `“${t}” is live in the catalog`,
  },
  unpublish: {
    title: (t) => `Unpublish “${t}”?`,
    consequence: "It leaves the catalog and can no longer be bought. People who bought it keep access. You can publish it again later.",
    confirm: "Unpublish",
    done: (t) => `“${t}” is no longer in the catalog`,
  },
  delete: {
    title: (t) => `Delete “${t}” for good?`,
    consequence: "It leaves the catalog and your product list and cannot be restored. People who bought it keep access and their receipts.",
    confirm: "Delete product",
    done: (t) => `“${t}” deleted`,
  },
};

/** Publish / unpublish / delete, each behind an AlertDialog that says what happens, each ending in a toast. */
export function LifecycleActions({ productId, status, title, onDeleted }: Props) {
  const qc = useQueryClient();
  const move = useMutation({
    mutationFn: (action: Action) =>
      action === "delete"
        ? call(api.DELETE("/products/{productId}", { params: { path: { productId } } }))
        : call(api.POST(`/products/{productId}/${action}`, { params: { path: { productId } } })),
    onSuccess: async (_data, action) => {
      toast.success(COPY[action].done(title));
      await qc.invalidateQueries({ queryKey: queryKeys.products.all });
      if (action === "delete") onDeleted?.();
    },
    onError: (e, action) => showApiError(null, e, `Could not ${action} “${title}”`),
  });
  const actions: Action[] = [status === "published" ? "unpublish" : "publish", "delete"];
  return (
    <div className="flex items-center gap-2">
      {actions.map((action) => (
        <ConfirmAction
          key={action}
          title={COPY[action].title(title)}
          consequence={<p>{COPY[action].consequence}</p>}
          confirmLabel={COPY[action].confirm}
          destructive={action === "delete"}
          onConfirm={() => move.mutate(action)}
          trigger={
            <Button
              size="sm"
              variant={action === "publish" ? "default" : "outline"}
              className={action === "delete" ? "text-destructive-text" : undefined}
              disabled={move.isPending}
            >
              {action === "publish" ? "Publish" : action === "unpublish" ? "Unpublish" : "Delete"}
            </Button>
          }
        />
      ))}
    </div>
  );
}
