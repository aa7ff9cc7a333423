import type { Metadata } from "next";
import Link from "next/link";
import { verifyEmail } from "@/lib/accounts/email-verification";
import { linkProblemMessage } from "@/lib/accounts/account-links";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Confirm your email address", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const outcome = await verifyEmail(typeof raw === "string" ? raw : "");
  const done = outcome.ok || outcome.alreadyVerified;
  return (
    <AuthCard
      title={done ? "Your address is confirmed" : "This link cannot be used"}
      subtitle={done ? "You can now publish products." : "Confirmation links work once, for 24 hours."}
      footer={
        <>
          Go to your{" "}
          <Link href="/dashboard" className="font-medium text-link hover:underline">
            dashboard
          </Link>
        </>
      }
    >
      {done ? (
        <Alert variant="success">{outcome.ok ? `Thank you: ${outcome.email} is confirmed.` : "This address was already confirmed."}</Alert>
      ) : (
        <div className="space-y-4">
          <Alert>{linkProblemMessage(outcome.problem)}</Alert>
          <p className="text-sm text-muted-foreground">Sign in and press “Send a new link” on the dashboard banner.</p>
          <Button asChild className="w-full">
            <Link href="/dashboard">Open the dashboard</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
