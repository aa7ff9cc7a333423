"use client";

import { CopyIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/format/dates";

type OrderLicense = {
  keyHint: string;
  status: "active" | "expired" | "revoked";
  expiresAt: string | null;
  activations: number;
  activationLimit: number | null;
};

const STATUS_LABEL = { active: "Active", expired: "Expired", revoked: "Revoked" } as const;

/** An order's license key: the key itself with Copy for its buyer, its hint for the seller (docs/commerce.md#license-keys). */
export function LicenseKeyCard({ license, licenseKey }: { license: OrderLicense; licenseKey?: string | null }) {
  async function copy() {
    if (!licenseKey) return;
    try {
      await navigator.clipboard.writeText(licenseKey);
      toast.success("License key copied");
    } catch {
      toast.error("Could not copy", { description: "Select the key and copy it by hand." });
    }
  }
  return (
    <Card className="max-w-lg py-4" aria-label="License key">
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-medium">License key</h2>
          <StatusBadge status={license.status} label={STATUS_LABEL[license.status]} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 rounded-md bg-muted px-2 py-1 font-mono text-sm break-all" data-testid="license-key">
            {licenseKey ?? license.keyHint}
          </code>
          {licenseKey && (
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              <CopyIcon aria-hidden />
              Copy
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground" data-testid="license-usage">
          {license.activationLimit === null
            ? `Activated on ${license.activations} installation${license.activations === 1 ? "" : "s"}; no limit.`
            : `Activated on ${license.activations} of ${license.activationLimit} installation${license.activationLimit === 1 ? "" : "s"}.`}{" "}
          {license.status === "revoked"
            ? "This key no longer works."
            : license.expiresAt
              ? `${license.status === "expired" ? "Expired" : "Valid until"} ${formatDateTime(license.expiresAt)}.`
              : "It does not expire."}
        </p>
      </CardContent>
    </Card>
  );
}
