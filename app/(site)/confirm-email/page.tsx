import type { Metadata } from "next";
import Link from "next/link";
import { confirmEmailChange } from "@/lib/accounts/account-settings";
import { linkProblemMessage } from "@/lib/accounts/account-links";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Confirm your new email address", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** The link mailed to a new address (Settings → change email): following it makes the change. */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const outcome = await confirmEmailChange(typeof raw === "string" ? raw : "");
  return (
    <AuthCard
      title={outcome.ok ? "Your email address is changed" : "This link cannot be used"}
      subtitle={outcome.ok ? "Sign in with the new address from now on." : "Address change links work once, for 24 hours."}
      footer={
        <>
          Go to your{" "}
          <Link href="/dashboard/settings" className="font-medium text-link hover:underline">
            settings
          </Link>
        </>
      }
    >
      {outcome.ok ? (
        <Alert variant="success">Your account now uses {outcome.email}.</Alert>
      ) : (
        <div className="space-y-4">
          <Alert>{outcome.problem === "invalid" && outcome.message ? outcome.message : linkProblemMessage(outcome.problem)}</Alert>
          <p className="text-sm text-muted-foreground">Sign in and ask for the change again in your settings.</p>
          <Button asChild className="w-full">
            <Link href="/dashboard/settings">Open settings</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
