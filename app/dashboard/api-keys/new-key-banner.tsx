"use client";

import { useState } from "react";
import { Button } from "@/components/ui";

/** The full key, shown once right after creation. */
export function NewKeyBanner({ created, onDismiss }: { created: { name: string; key: string }; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  }
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5" role="status">
      <h2 className="font-semibold text-emerald-900">Key “{created.name}” created</h2>
      <p className="mt-1 text-sm text-emerald-800">Copy it now: for your security it will not be shown again.</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 break-all rounded-md border border-emerald-200 bg-white px-3 py-2 font-mono text-sm text-slate-800"
        >
          {created.key}
        </code>
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
