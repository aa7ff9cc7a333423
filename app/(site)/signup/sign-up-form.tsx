"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { signUpInput, type SignUpInput } from "@/lib/accounts/sign-up-input";
import { apiFetch } from "@/lib/api/client";

export function SignUpForm() {
  const router = useRouter();
  const form = useZodForm(signUpInput, { defaultValues: { name: "", email: "", password: "" } });
  const signUp = useMutation({
    mutationFn: (input: SignUpInput) => apiFetch<{ id: string }>("/accounts", { method: "POST", json: input }),
    onSuccess: async (_, input) => {
      const res = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
      if (!res || res.error) {
        toast.error("Your account was created, but signing in failed", { description: "Please sign in with your new account." });
        router.push("/signin");
        return;
      }
      toast.success("Welcome to Promptly", { description: "Your account is ready." });
      router.push("/dashboard");
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
        <Button type="submit" className="w-full" disabled={signUp.isPending || signUp.isSuccess}>
          {signUp.isPending ? "Creating account…" : "Create account"}
        </Button>
      </form>
    </Form>
  );
}
