import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { AuthCard } from "../auth-card";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  // "Create an account" keeps the way back (e.g. to the product a buyer was about to buy).
  const back = safeCallbackUrl(typeof callbackUrl === "string" ? callbackUrl : null, "");
  const signUpHref = back ? `/signup?callbackUrl=${encodeURIComponent(back)}` : "/signup";
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your products, purchases and API keys."
      footer={
        <>
          New here?{" "}
          <Link href={signUpHref} className="font-medium text-link hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <Suspense>
        <SignInForm />
      </Suspense>
    </AuthCard>
  );
}
