"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** The full key, shown once right after creation. */
export function NewKeyBanner({ created, onDismiss }: { created: { name: string; key: string }; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      toast.success("Key copied");
    } catch {
      toast.error("Could not copy", { description: "Select the key and copy it by hand." });
    }
  }
  return (
    <div className="rounded-xl border border-success-border bg-success-soft p-5" role="status">
      <h2 className="font-semibold text-success-text">Key “{created.name}” created</h2>
      <p className="mt-1 text-sm text-success-text">Copy it now: for your security it will not be shown again.</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 rounded-md border border-success-border bg-card px-3 py-2 font-mono text-sm break-all text-foreground"
        >
          {created.key}
        </code>
        <Button variant="secondary" onClick={copy}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
