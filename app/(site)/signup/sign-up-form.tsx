"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { signUpInput, type SignUpInput } from "@/lib/accounts/sign-up-input";
import { api, call } from "@/lib/api-client/browser";

/** `callbackUrl` is already checked to be a path on this site (safeCallbackUrl) by the page. */
export function SignUpForm({ callbackUrl = "/dashboard" }: { callbackUrl?: string }) {
  const router = useRouter();
  const [checkMail, setCheckMail] = useState<string | null>(null);
  const form = useZodForm(signUpInput, { defaultValues: { name: "", email: "", password: "" } });
  const signUp = useMutation({
    // The API answers the same whether or not the address is taken; only signing in with the password tells.
    mutationFn: (input: SignUpInput) => call(api.POST("/accounts", { body: input })),
    onSuccess: async (answer, input) => {
      const res = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
      if (!res || res.error) {
        setCheckMail(answer.data.message);
        return;
      }
      toast.success("Welcome to Promptly", { description: "Your account is ready." });
      router.push(callbackUrl);
      router.refresh();
    },
    onError: (e) => showApiError(form, e, "The account was not created"),
  });

  return (
    <Form {...form}>
      {/* The raw values go to the API (it lower-cases the email itself); the schema only checks them here. */}
      <form onSubmit={form.handleSubmit(() => signUp.mutate(form.getValues()))} className="space-y-4" noValidate>
        <FormField name="name" label="Name">
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField name="email" label="Email">
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField name="password" label="Password" hint="At least 8 characters.">
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        {checkMail && <Alert variant="info">{checkMail}</Alert>}
        <Button type="submit" className="w-full" disabled={signUp.isPending || (signUp.isSuccess && !checkMail)}>
          {signUp.isPending ? "Creating account…" : "Create account"}
        </Button>
        <p className="text-xs text-muted-foreground">
          By creating an account you agree to the{" "}
          <Link href="/terms" className="text-link underline">
            terms
          </Link>{" "}
          and the{" "}
          <Link href="/privacy" className="text-link underline">
            privacy policy
          </Link>
          .
        </p>
      </form>
    </Form>
  );
}
