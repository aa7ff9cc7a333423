"use client";

import { signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signInInput, type SignInInput } from "@/lib/auth/sign-in-input";

export function SignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(signInInput, { defaultValues: { email: "", password: "" } });

  async function onSubmit(values: SignInInput) {
    setError(null);
    const res = await signIn("credentials", { ...values, redirect: false });
    if (!res || res.error) {
      // One message for an unknown email and a wrong password: the form must not reveal which accounts exist.
      setError(res?.error === "CredentialsSignin" || !res ? "Wrong email or password." : "Sign-in failed, please try again.");
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
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </Form>
  );
}
