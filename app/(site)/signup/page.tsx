import type { Metadata } from "next";
import Link from "next/link";
import { safeCallbackUrl, signInHref } from "@/lib/auth/callback-url";
import { AuthCard } from "../auth-card";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  // After sign-up the new account goes back where it came from (a product page), else to the dashboard.
  const back = safeCallbackUrl(typeof callbackUrl === "string" ? callbackUrl : null, "");
  return (
    <AuthCard
      title="Create your account"
      subtitle="Sell prompts and workflows, or buy and run them with your own provider keys."
      footer={
        <>
          Already have an account?{" "}
          <Link href={back ? signInHref(back) : "/signin"} className="font-medium text-link hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm callbackUrl={back || "/dashboard"} />
    </AuthCard>
  );
}
