"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { DeliveryDetailPanel } from "./delivery-detail";
import { EVENT_TYPES } from "@/lib/events/types";
import { Button } from "@/components/ui";
import type { Delivery, Endpoint } from "./types";

const LIMIT = 20;
const STATUS_STYLE = {
  succeeded: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  pending: "bg-amber-100 text-amber-800",
};

export function DeliveryLog() {
  const [filters, setFilters] = useState({ endpointId: "", status: "", eventType: "" });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const endpoints = useQuery({
    queryKey: ["webhook-endpoints"],
    queryFn: async () => (await apiFetch<Endpoint[]>("/webhooks/endpoints")).data,
  });
  const query = new URLSearchParams({ page: String(page), limit: String(LIMIT) });
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
  const deliveries = useQuery({
    queryKey: ["webhook-deliveries", filters, page],
    queryFn: () => apiFetch<Delivery[]>(`/webhooks/deliveries?${query}`),
    // Refreshes only while something is still in flight.
    refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === "pending") ? 10_000 : false),
  });
  const setFilter = (k: keyof typeof filters) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    setFilters((f) => ({ ...f, [k]: e.target.value }));
    setPage(1);
  };
  const total = deliveries.data?.meta?.total ?? 0;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="log-heading">
      <h2 id="log-heading" className="text-lg font-semibold">
        Delivery log
      </h2>
      <div className="flex flex-wrap gap-2 text-sm">
        <select
          aria-label="Endpoint"
          value={filters.endpointId}
          onChange={setFilter("endpointId")}
          className="rounded border border-slate-300 px-2 py-1"
        >
          <option value="">All endpoints</option>
          {endpoints.data?.map((e) => (
            <option key={e.id} value={e.id}>
              {e.url}
            </option>
          ))}
        </select>
        <select
          aria-label="Status"
          value={filters.status}
          onChange={setFilter("status")}
          className="rounded border border-slate-300 px-2 py-1"
        >
          <option value="">All statuses</option>
          <option value="pending">Pending</option>
          <option value="succeeded">Succeeded</option>
          <option value="failed">Failed</option>
        </select>
        <select
          aria-label="Event type"
          value={filters.eventType}
          onChange={setFilter("eventType")}
          className="rounded border border-slate-300 px-2 py-1"
        >
          <option value="">All event types</option>
          {EVENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {deliveries.isPending && <p className="text-sm text-slate-500">Loading deliveries…</p>}
      {deliveries.isError && <p className="text-sm text-red-600">Could not load deliveries: {deliveries.error.message}</p>}
      {deliveries.data?.data.length === 0 && <p className="text-sm text-slate-500">No deliveries match.</p>}
      {!!deliveries.data?.data.length && (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">Event</th>
              <th>Endpoint</th>
              <th>Status</th>
              <th>Attempts</th>
              <th>Last response</th>
              <th>Created</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.data.map((d) => (
              <DeliveryRow key={d.id} d={d} open={open === d.id} onToggle={() => setOpen(open === d.id ? null : d.id)} />
            ))}
          </tbody>
        </table>
      )}
      {total > LIMIT && (
        <div className="flex items-center gap-2 text-sm">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {Math.ceil(total / LIMIT)}
          </span>
          <Button variant="secondary" disabled={page * LIMIT >= total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </section>
  );
}

function DeliveryRow({ d, open, onToggle }: { d: Delivery; open: boolean; onToggle: () => void }) {
  return (
    <>
      <tr className="border-t border-slate-200 cursor-pointer hover:bg-slate-50" onClick={onToggle}>
        <td className="py-1.5 font-mono text-xs">{d.eventType}</td>
        <td className="max-w-56 truncate font-mono text-xs">{d.endpointUrl}</td>
        <td>
          <span className={`rounded-full px-2 py-0.5 text-xs ${STATUS_STYLE[d.status]}`}>{d.status}</span>
        </td>
        <td>{d.attemptCount}</td>
        <td className="text-xs">{d.lastAttempt ? `${d.lastAttempt.statusCode ?? "—"} · ${d.lastAttempt.durationMs} ms` : "—"}</td>
        <td className="text-xs">{new Date(d.createdAt).toLocaleString()}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={6}>
            <DeliveryDetailPanel id={d.id} />
          </td>
        </tr>
      )}
    </>
  );
}
