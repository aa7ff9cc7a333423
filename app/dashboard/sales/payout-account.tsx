"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { ExternalLinkIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { showApiError } from "@/components/ui/form";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { api, call } from "@/lib/api-client/browser";
import { CONNECT_STATUS_WORDS, type ConnectStatus } from "@/lib/payments/connect-words";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";

const LABELS: Record<ConnectStatus, { text: string; tone: BadgeVariant }> = {
  not_started: { text: "Not set up", tone: "secondary" },
  details_needed: { text: "Details needed", tone: "warning" },
  under_review: { text: "In review", tone: "secondary" },
  enabled: { text: "Payouts on", tone: "success" },
  restricted: { text: "Paused", tone: "destructive" },
};

/**
 * The seller's Stripe payout account (shown with PAYMENTS_PROVIDER=stripe): its state in words and the way to
 * Stripe's onboarding. Back from Stripe (`?onboarding=return`), the account is read from Stripe, not from a
 * webhook that may still be on its way.
 */
export function PayoutAccount() {
  const returning = useSearchParams().get("onboarding") === "return";
  const account = useQuery({
    queryKey: queryKeys.payoutAccount.status(returning),
    queryFn: async () => (await call(api.GET("/payouts/account", { params: { query: returning ? { refresh: "true" } : {} } }))).data,
  });
  const onboard = useMutation({
    mutationFn: async () => (await call(api.POST("/payouts/account/onboarding-link"))).data,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => showApiError(null, e, "Stripe could not be reached"),
  });
  return (
    <section aria-labelledby="payout-account-heading" className="space-y-3">
      <h2 id="payout-account-heading" className="text-lg font-semibold">
        Payout account
      </h2>
      <QueryState query={account} what="your payout account" rows={1}>
        {(a) => (
          <Card data-testid="payout-account">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                Stripe <Badge variant={LABELS[a.status].tone}>{LABELS[a.status].text}</Badge>
              </CardTitle>
              <CardDescription>{CONNECT_STATUS_WORDS[a.status]}</CardDescription>
            </CardHeader>
            {a.status !== "enabled" && (
              <CardContent>
                <Button onClick={() => onboard.mutate()} disabled={onboard.isPending}>
                  <ExternalLinkIcon aria-hidden />
                  {onboard.isPending ? "Opening Stripe…" : a.status === "not_started" ? "Set up payouts" : "Continue on Stripe"}
                </Button>
              </CardContent>
            )}
          </Card>
        )}
      </QueryState>
    </section>
  );
}
