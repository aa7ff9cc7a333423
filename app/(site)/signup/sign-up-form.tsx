"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert, Button, Field, Input } from "@/components/ui";
import { apiFetch, ApiClientError } from "@/lib/api/client";

type SignUp = { name: string; email: string; password: string };

export function SignUpForm() {
  const router = useRouter();
  const [signInFailed, setSignInFailed] = useState(false);
  const signUp = useMutation({
    mutationFn: (input: SignUp) => apiFetch<{ id: string }>("/accounts", { method: "POST", json: input }),
    onSuccess: async (_, input) => {
      const res = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
      if (!res || res.error) return setSignInFailed(true);
      router.push("/dashboard");
      router.refresh();
    },
  });
  const err = signUp.error instanceof ApiClientError ? signUp.error : null;
  const fields = err?.fieldErrors ?? {};
  const general = signUp.error && Object.keys(fields).length === 0 ? signUp.error.message : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    signUp.mutate({
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {general && <Alert>{general}</Alert>}
      {signInFailed && <Alert>Your account was created, but signing in failed. Please sign in.</Alert>}
      <Field label="Name" htmlFor="name" error={fields.name}>
        <Input id="name" name="name" autoComplete="name" required invalid={!!fields.name} />
      </Field>
      <Field label="Email" htmlFor="email" error={fields.email}>
        <Input id="email" name="email" type="email" autoComplete="email" required invalid={!!fields.email} />
      </Field>
      <Field label="Password" htmlFor="password" error={fields.password} hint="At least 8 characters.">
        <Input id="password" name="password" type="password" autoComplete="new-password" required invalid={!!fields.password} />
      </Field>
      <Button type="submit" className="w-full" disabled={signUp.isPending || signUp.isSuccess}>
        {signUp.isPending ? "Creating account…" : "Create account"}
      </Button>
    </form>
  );
}
