"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import type { executionListItem } from "@/lib/ai/execution-views";
import { StatusBadge, formatCost } from "@/components/ai/execution-bits";

type Item = z.output<typeof executionListItem>;

export function ExecutionsTable() {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ["executions", page],
    queryFn: () => apiFetch<Item[]>(`/ai/executions?page=${page}&limit=20`),
    refetchInterval: (query) => (query.state.data?.data.some((e) => e.status === "queued" || e.status === "running") ? 2000 : false),
  });
  if (q.isPending) return <p className="text-sm text-slate-500">Loading executions…</p>;
  if (q.error) return <p className="text-sm text-red-600">Could not load executions: {q.error.message}</p>;
  const { data, meta } = q.data;
  if (!data.length)
    return <p className="text-sm text-slate-500">No executions yet. Run a prompt or workflow from one of your purchases.</p>;
  const pages = Math.max(1, Math.ceil((meta?.total ?? 0) / 20));
  return (
    <div>
      <table className="w-full text-sm bg-white border border-slate-200 rounded-lg">
        <thead className="text-left text-slate-500">
          <tr>
            <th className="p-2">When</th>
            <th className="p-2">Product</th>
            <th className="p-2">Status</th>
            <th className="p-2">Model</th>
            <th className="p-2 text-right">Tokens</th>
            <th className="p-2 text-right">Cost</th>
            <th className="p-2 text-right">Duration</th>
          </tr>
        </thead>
        <tbody>
          {data.map((e) => (
            <tr key={e.id} className="border-t border-slate-100">
              <td className="p-2">
                <Link href={`/dashboard/executions/${e.id}`} className="text-brand-600 hover:underline">
                  {new Date(e.createdAt).toLocaleString()}
                </Link>
              </td>
              <td className="p-2">
                {e.product.title} <span className="text-xs text-slate-400">{e.kind.toLowerCase()}</span>
              </td>
              <td className="p-2">
                <StatusBadge status={e.status} />
                {e.error?.providerStatus != null && <span className="ml-1 text-xs text-red-700">HTTP {e.error.providerStatus}</span>}
              </td>
              <td className="p-2">{e.model ?? e.provider ?? "—"}</td>
              <td className="p-2 text-right">{e.usage.totalTokens}</td>
              <td className="p-2 text-right">{formatCost(e.usage.estimatedCost, e.priceKnown)}</td>
              <td className="p-2 text-right">{e.duration === null ? "—" : `${e.duration.toFixed(2)} s`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex items-center gap-3 text-sm">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          className="rounded border px-3 py-1 disabled:opacity-40"
        >
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
          className="rounded border px-3 py-1 disabled:opacity-40"
        >
          Next
        </button>
      </div>
    </div>
  );
}
