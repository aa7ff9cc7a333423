"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, call } from "@/lib/api-client/browser";
import { EVENT_TYPES } from "@/lib/events/types";
import { formatDateTime } from "@/lib/format/dates";
import { deliveryStatusLabel, eventTypeLabel } from "@/lib/format/labels";
import { pluralize } from "@/lib/format/numbers";
import { DeliveryDetailPanel } from "./delivery-detail";
import type { ApiQuery, WebhookDelivery as Delivery } from "@/lib/api-client/types";
import { queryKeys } from "@/lib/api-client/query-keys";

const LIMIT = 20;
const ALL = "all";
type Filters = { endpointId: string; status: string; eventType: string };

export function DeliveryLog() {
  const [filters, setFilters] = useState<Filters>({ endpointId: ALL, status: ALL, eventType: ALL });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const endpoints = useQuery({
    queryKey: queryKeys.webhooks.endpoints,
    queryFn: async () => (await call(api.GET("/webhooks/endpoints"))).data,
  });
  // The selects offer only the document's values for status and event type.
  const query: ApiQuery<"listWebhookDeliveries"> = { page, limit: LIMIT };
  if (filters.endpointId !== ALL) query.endpointId = filters.endpointId;
  if (filters.status !== ALL) query.status = filters.status as typeof query.status;
  if (filters.eventType !== ALL) query.eventType = filters.eventType as typeof query.eventType;
  const deliveries = useQuery({
    queryKey: queryKeys.webhooks.deliveryList(filters, page),
    queryFn: () => call(api.GET("/webhooks/deliveries", { params: { query } })),
    // Refreshes only while something is still in flight.
    refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === "pending") ? 10_000 : false),
  });
  const setFilter = (k: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [k]: value }));
    setPage(1);
  };
  const total = deliveries.data?.meta?.total ?? 0;

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="log-heading">
      <h2 id="log-heading" className="text-lg font-semibold">
        Delivery log
      </h2>
      <div className="grid gap-2 sm:grid-cols-3">
        <FilterSelect label="Endpoint" value={filters.endpointId} onChange={setFilter("endpointId")} all="All endpoints">
          {endpoints.data?.map((e) => ({ value: e.id, label: e.url }))}
        </FilterSelect>
        <FilterSelect label="Status" value={filters.status} onChange={setFilter("status")} all="All statuses">
          {["pending", "succeeded", "failed"].map((s) => ({ value: s, label: deliveryStatusLabel(s) }))}
        </FilterSelect>
        <FilterSelect label="Event type" value={filters.eventType} onChange={setFilter("eventType")} all="All event types">
          {EVENT_TYPES.map((t) => ({ value: t, label: eventTypeLabel(t) }))}
        </FilterSelect>
      </div>
      {deliveries.isPending && (
        <div role="status" aria-label="Loading deliveries">
          <Skeleton className="h-40" />
        </div>
      )}
      {deliveries.isError && <Alert>The deliveries could not be loaded: {deliveries.error.message}</Alert>}
      {deliveries.data?.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-input p-6 text-center text-sm text-muted-foreground">No deliveries match.</p>
      )}
      {!!deliveries.data?.data.length && (
        <ul className="divide-y rounded-lg border bg-background" aria-label="Deliveries">
          {deliveries.data.data.map((d) => (
            <DeliveryItem key={d.id} d={d} open={open === d.id} onToggle={() => setOpen(open === d.id ? null : d.id)} />
          ))}
        </ul>
      )}
      {total > LIMIT && (
        <nav className="flex flex-wrap items-center gap-2 text-sm" aria-label="Delivery pages">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {Math.ceil(total / LIMIT)}
          </span>
          <Button variant="outline" size="sm" disabled={page * LIMIT >= total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  all,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  all: string;
  children: { value: string; label: string }[] | undefined;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{all}</SelectItem>
        {children?.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** One delivery: a button (keyboard and screen readers reach it) that opens what was sent and answered below it. */
function DeliveryItem({ d, open, onToggle }: { d: Delivery; open: boolean; onToggle: () => void }) {
  const panelId = `delivery-${d.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full min-w-0 items-start gap-3 px-3 py-2.5 text-left text-sm hover:bg-subtle focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
      >
        <span className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-3">
          <span className="font-medium">{eventTypeLabel(d.eventType)}</span>
          <span className="truncate font-mono text-xs text-muted-foreground">{d.endpointUrl}</span>
          <span className="text-xs text-muted-foreground">
            {pluralize(d.attemptCount, "attempt")}
            {d.lastAttempt &&
              ` · ${d.lastAttempt.statusCode ? `HTTP ${d.lastAttempt.statusCode}` : "no response"} in ${d.lastAttempt.durationMs} ms`}
            {" · "}
            <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
          </span>
        </span>
        <StatusBadge status={d.status} label={deliveryStatusLabel(d.status)} />
        <ChevronDownIcon aria-hidden className={cn("mt-0.5 size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <div id={panelId}>
          <DeliveryDetailPanel id={d.id} />
        </div>
      )}
    </li>
  );
}
