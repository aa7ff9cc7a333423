"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Allow or Deny: posts the decision, then goes where the server says (the app's redirect URI with a code or an error). */
export function ConsentForm({ fields }: { fields: Record<string, string> }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function decide(decision: "allow" | "deny") {
    setBusy(true);
    setProblem(null);
    const body = new URLSearchParams({ ...fields, decision });
    if (!fields.state) body.delete("state");
    try {
      const res = await fetch("/api/oauth/authorize", { method: "POST", body });
      const out = (await res.json()) as { redirectTo?: string; error_description?: string };
      if (out.redirectTo) {
        window.location.assign(out.redirectTo);
        return;
      }
      setProblem(out.error_description ?? "The app could not be connected. Try again from the app.");
    } catch {
      setProblem("Promptly could not be reached. Check your connection and try again.");
    }
    setBusy(false);
  }
  return (
    <div className="space-y-3">
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button className="sm:flex-1" disabled={busy} onClick={() => decide("allow")}>
          Allow
        </Button>
        <Button variant="outline" className="sm:flex-1" disabled={busy} onClick={() => decide("deny")}>
          Deny
        </Button>
      </div>
    </div>
  );
}
