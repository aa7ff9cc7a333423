import type { Metadata } from "next";
import Link from "next/link";
import { checkMagicLink } from "@/lib/accounts/magic-link";
import { linkProblemMessage } from "@/lib/accounts/account-links";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthCard } from "../auth-card";
import { MagicLinkForm } from "./magic-link-form";

// The token is in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: "Sign in", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const footer = (
  <>
    Back to{" "}
    <Link href="/signin" className="font-medium text-link hover:underline">
      sign in
    </Link>
  </>
);

/** Opening the page does not use the link (mail scanners open links): the button signs in. */
export default async function MagicLinkPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const check = await checkMagicLink(token);
  if (!check.ok) {
    return (
      <AuthCard title="This sign-in link cannot be used" subtitle="Links work once, for 15 minutes." footer={footer}>
        <div className="space-y-4">
          <Alert>{linkProblemMessage(check.problem)}</Alert>
          <Button asChild className="w-full">
            <Link href="/signin-link">Ask for a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in to Promptly" subtitle={`As ${check.email}.`} footer={footer}>
      <MagicLinkForm token={token} />
    </AuthCard>
  );
}
