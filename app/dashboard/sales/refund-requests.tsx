"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Label } from "@/components/ui/label";
import { StatusBadge } from "@/components/ui/status-badge";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import { refundReasonLabel, refundRequestStatusLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { RefundRequest } from "@/lib/api-client/types";

/** One request: who asked, for what, and the seller's two answers (each confirmed, since money or access moves). */
function RequestCard({ r }: { r: RefundRequest }) {
  const qc = useQueryClient();
  const [declineReason, setDeclineReason] = useState("");
  const answer = useMutation({
    mutationFn: (action: "approve" | "decline") =>
      call(
        action === "approve"
          ? api.POST("/refund-requests/{requestId}/approve", { params: { path: { requestId: r.id } } })
          : api.POST("/refund-requests/{requestId}/decline", {
              params: { path: { requestId: r.id } },
              body: declineReason.trim() ? { reason: declineReason.trim() } : {},
            }),
      ),
    onSuccess: (_res, action) => {
      toast.success(action === "approve" ? `Refunded ${formatMoney(r.amount, r.currency)} to ${r.buyer.name}` : "Refund declined");
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.refundRequests.all }),
        qc.invalidateQueries({ queryKey: queryKeys.sales.all }),
        qc.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]);
    },
    onError: (e) => toast.error(e instanceof ApiClientError ? e.message : "The answer did not go through"),
  });
  return (
    <Card className="py-4" data-testid="refund-request">
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium break-words">
              <Link href={`/dashboard/purchases/${r.orderId}`} className="hover:underline">
                {r.product.title}
              </Link>
            </p>
            <p className="text-sm text-muted-foreground">
              {r.buyer.name} · {formatMoney(r.amount, r.currency)} · asked {formatDateTime(r.createdAt)}
            </p>
          </div>
          <StatusBadge status={r.status} label={refundRequestStatusLabel(r.status)} />
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">Reason: </span>
          {refundReasonLabel(r.reason)}
          {r.details && <span className="block whitespace-pre-wrap break-words text-foreground">{r.details}</span>}
        </p>
        {r.status === "pending" ? (
          <>
            <p className="text-xs text-muted-foreground">Approved automatically on {formatDate(r.autoApproveAt)} if you do not answer.</p>
            <div className="space-y-1">
              <Label htmlFor={`decline-${r.id}`}>Note to the buyer if you decline (optional)</Label>
              <Textarea id={`decline-${r.id}`} value={declineReason} maxLength={1000} onChange={(e) => setDeclineReason(e.target.value)} />
            </div>
            <div className="flex flex-wrap gap-2">
              <ConfirmAction
                trigger={<Button disabled={answer.isPending}>Approve refund</Button>}
                title="Approve this refund?"
                consequence={
                  <p>
                    {r.buyer.name} gets {formatMoney(r.amount, r.currency)} back and loses access to “{r.product.title}”. Your balance goes
                    down by your share of the sale.
                  </p>
                }
                confirmLabel="Approve and refund"
                onConfirm={() => answer.mutate("approve")}
              />
              <ConfirmAction
                trigger={
                  <Button variant="outline" disabled={answer.isPending}>
                    Decline
                  </Button>
                }
                title="Decline this refund?"
                consequence={<p>The purchase stays as it is and the buyer is told. They cannot ask again for this order.</p>}
                confirmLabel="Decline refund"
                destructive
                onConfirm={() => answer.mutate("decline")}
              />
            </div>
          </>
        ) : (
          <p className="text-xs text-muted-foreground">
            {refundRequestStatusLabel(r.status)} {r.decidedAt && formatDateTime(r.decidedAt)}
            {r.decidedBy === "auto" && " (no answer within 7 days)"}
            {r.declineReason && `: ${r.declineReason}`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The Sales page's refund requests: the pending ones first to answer, then the last answered ones. */
export function RefundRequests() {
  const pending = useQuery({
    queryKey: queryKeys.refundRequests.pending(),
    queryFn: async () => (await call(api.GET("/refund-requests", { params: { query: { status: "pending", limit: 50 } } }))).data,
  });
  return (
    <section aria-labelledby="refund-requests-heading" className="space-y-3">
      <h2 id="refund-requests-heading" className="text-lg font-semibold">
        Refund requests
      </h2>
      <p className="text-sm text-muted-foreground">
        Buyers who already downloaded, ran or read a product ask you here. Products set to refund at any time never ask.
      </p>
      <QueryState query={pending} what="refund requests" rows={1}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No refund requests waiting for you.</p>
          ) : (
            <div className="grid gap-3 lg:grid-cols-2">
              {list.map((r) => (
                <RequestCard key={r.id} r={r} />
              ))}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
