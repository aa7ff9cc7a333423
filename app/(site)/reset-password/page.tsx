import type { Metadata } from "next";
import Link from "next/link";
import { checkPasswordResetLink } from "@/lib/accounts/password-reset";
import { linkProblemMessage } from "@/lib/accounts/account-links";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthCard } from "../auth-card";
import { ResetPasswordForm } from "./reset-password-form";

// The token is in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const footer = (
  <>
    Back to{" "}
    <Link href="/signin" className="font-medium text-link hover:underline">
      sign in
    </Link>
  </>
);

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const check = await checkPasswordResetLink(token);
  if (!check.ok) {
    return (
      <AuthCard title="This reset link cannot be used" subtitle="Links work once, for 30 minutes." footer={footer}>
        <div className="space-y-4">
          <Alert>{linkProblemMessage(check.problem)}</Alert>
          <Button asChild className="w-full">
            <Link href="/forgot-password">Ask for a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`For ${check.email}. Every device signed in to this account will be signed out.`}
      footer={footer}
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
