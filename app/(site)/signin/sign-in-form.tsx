"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signInStep, throttledMessage } from "@/lib/auth/sign-in-message";
import { TwoFactorCodeField } from "../two-factor-code-field";
import { signInInput, type SignInInput } from "@/lib/auth/sign-in-input";

export function SignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // Two-factor on: the password was right and the server asks for a code (lib/auth/sign-in.ts).
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState("");
  const form = useZodForm(signInInput, { defaultValues: { email: "", password: "" } });

  async function onSubmit(values: SignInInput) {
    setError(null);
    const res = await signIn("credentials", { ...values, code: needsCode ? code : "", redirect: false });
    const step = signInStep(res?.error);
    if (step.needsCode) {
      setNeedsCode(true);
      setError(step.message);
      return;
    }
    if (!res || res.error) {
      // One message for an unknown email and a wrong password: the form must not reveal which accounts exist.
      // Too many failed attempts: the same refusal for every address, known or not.
      const throttled = throttledMessage(res?.error);
      setError(
        throttled ?? (res?.error === "CredentialsSignin" || !res ? "Wrong email or password." : "Sign-in failed, please try again."),
      );
      return;
    }
    // Back to the page that sent the user here; only same-site paths (an absolute URL would be an open redirect).
    router.push(safeCallbackUrl(params.get("callbackUrl")));
    router.refresh();
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        {error && <Alert>{error}</Alert>}
        <FormField name="email" label="Email">
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField name="password" label="Password">
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        {needsCode && <TwoFactorCodeField value={code} onChange={setCode} />}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : needsCode ? "Verify and sign in" : "Sign in"}
        </Button>
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-center text-sm">
          <Link href="/forgot-password" className="font-medium text-link hover:underline">
            Forgot password?
          </Link>
          <Link href="/signin-link" className="font-medium text-link hover:underline">
            Email me a sign-in link
          </Link>
        </p>
      </form>
    </Form>
  );
}
