import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "../auth-card";
import { EmailLinkForm } from "../email-link-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the address of your account and we will mail you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link href="/signin" className="font-medium text-link hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <EmailLinkForm endpoint="/accounts/password-reset" submitLabel="Send me a link" />
    </AuthCard>
  );
}
