"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { signInStep, throttledMessage } from "@/lib/auth/sign-in-message";
import { TwoFactorCodeField } from "../two-factor-code-field";

export function MagicLinkForm({ token }: { token: string }) {
  const router = useRouter();
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [dead, setDead] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    const res = await signIn("magic-link", { token, code, redirect: false });
    setPending(false);
    if (res && !res.error) {
      router.push("/dashboard");
      router.refresh();
      return;
    }
    const step = signInStep(res?.error);
    if (step.needsCode) setNeedsCode(true);
    if (res?.error?.startsWith("MagicLink:")) setDead(true);
    setError(step.message ?? throttledMessage(res?.error) ?? (step.needsCode ? null : "Sign-in failed, please try again."));
  }

  if (dead) {
    return (
      <div className="space-y-4">
        <Alert>{error}</Alert>
        <Button asChild className="w-full">
          <Link href="/signin-link">Ask for a new link</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error && <Alert>{error}</Alert>}
      {needsCode && <TwoFactorCodeField value={code} onChange={setCode} />}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
