"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";

type Props = { productId: string; status: string; title: string; onDeleted?: () => void };

const CONFIRM = {
  publish: (t: string) => `Publish "${t}"? It will be listed in the public catalog.`,
  unpublish: (t: string) => `Unpublish "${t}"? It leaves the catalog; buyers keep access.`,
  delete: (t: string) => `Delete "${t}" for good? Buyers keep access, but it cannot be restored.`,
};

/** Publish / unpublish / delete, each behind a confirmation. */
export function LifecycleActions({ productId, status, title, onDeleted }: Props) {
  const qc = useQueryClient();
  const move = useMutation({
    mutationFn: (action: keyof typeof CONFIRM) =>
      action === "delete"
        ? apiFetch(`/products/${productId}`, { method: "DELETE" })
        : apiFetch(`/products/${productId}/${action}`, { method: "POST" }),
    onSuccess: async (_data, action) => {
      await qc.invalidateQueries({ queryKey: ["products"] });
      if (action === "delete") onDeleted?.();
    },
  });
  const run = (action: keyof typeof CONFIRM) => {
    if (window.confirm(CONFIRM[action](title))) move.mutate(action);
  };
  const button = "rounded border px-2 py-1 text-xs disabled:opacity-50";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status !== "published" && (
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => run("publish")}
          className={`${button} border-emerald-600 text-emerald-700`}
        >
          Publish
        </button>
      )}
      {status === "published" && (
        <button type="button" disabled={move.isPending} onClick={() => run("unpublish")} className={`${button} border-slate-400`}>
          Unpublish
        </button>
      )}
      <button type="button" disabled={move.isPending} onClick={() => run("delete")} className={`${button} border-red-500 text-red-700`}>
        Delete
      </button>
      {move.error && (
        <span role="alert" className="text-xs text-red-700">
          {move.error.message}
        </span>
      )}
    </div>
  );
}
