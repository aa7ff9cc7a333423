"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch, type ApiClientError } from "@/lib/api/client";
import { formatDate } from "@/lib/purchases/format";

const REASONS = [
  { value: "not_as_described", label: "Not as described" },
  { value: "duplicate", label: "Duplicate purchase" },
  { value: "accidental", label: "Bought by accident" },
  { value: "other", label: "Other" },
];

export function RefundForm({ orderId, refundableUntil }: { orderId: string; refundableUntil: string }) {
  const qc = useQueryClient();
  const [reason, setReason] = useState(REASONS[0].value);
  const [details, setDetails] = useState("");
  const refund = useMutation<unknown, ApiClientError>({
    mutationFn: () =>
      apiFetch(`/purchases/${orderId}/refund`, { method: "POST", json: { reason, ...(details.trim() ? { details } : {}) } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["purchase", orderId] }),
  });
  return (
    <form
      id="refund"
      className="max-w-lg space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate();
      }}
    >
      <h2 className="font-medium">Request a refund</h2>
      <p className="text-sm text-slate-600">Full refund, at once, until {formatDate(refundableUntil)}. You lose access to the product.</p>
      <label className="block text-sm">
        Reason
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="mt-1 block w-full rounded border border-slate-300 px-3 py-2"
        >
          {REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        Details (optional)
        <textarea
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={2000}
          rows={3}
          className="mt-1 block w-full rounded border border-slate-300 px-3 py-2"
        />
      </label>
      {refund.error && (
        <p role="alert" className="text-sm text-red-700">
          {refund.error.message}
        </p>
      )}
      <button type="submit" disabled={refund.isPending} className="rounded bg-red-600 px-4 py-2 text-sm text-white disabled:opacity-50">
        {refund.isPending ? "Refunding…" : "Refund this purchase"}
      </button>
    </form>
  );
}
