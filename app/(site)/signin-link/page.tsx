import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "../auth-card";
import { EmailLinkForm } from "../email-link-form";

export const metadata: Metadata = { title: "Sign in with a link" };

export default function SignInLinkPage() {
  return (
    <AuthCard
      title="Sign in with a link"
      subtitle="Enter the address of your account and we will mail you a link that signs you in. It works once, for 15 minutes."
      footer={
        <>
          Rather use your password?{" "}
          <Link href="/signin" className="font-medium text-link hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <EmailLinkForm endpoint="/accounts/magic-link" submitLabel="Email me a sign-in link" />
    </AuthCard>
  );
}
