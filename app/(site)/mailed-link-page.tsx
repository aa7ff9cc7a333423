import Link from "next/link";
import type { ReactNode } from "react";
import { linkProblemMessage, type LinkProblem } from "@/lib/accounts/account-links";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthCard } from "./auth-card";

type LinkCheck = { ok: true; email: string } | { ok: false; problem: LinkProblem };

const footer = (
  <>
    Back to{" "}
    <Link href="/signin" className="font-medium text-link hover:underline">
      sign in
    </Link>
  </>
);

/**
 * The page a mailed link opens (reset password, sign-in link). Opening it does not use the link (mail scanners open
 * links): the form on it does. A link that cannot be used says why and offers a new one.
 */
export async function MailedLinkPage(props: {
  searchParams: Promise<{ token?: string | string[] }>;
  check: (token: string) => Promise<LinkCheck>;
  unusable: { title: string; subtitle: string; askAgainHref: string };
  usable: { title: string; subtitle: (email: string) => string; form: (token: string) => ReactNode };
}) {
  const raw = (await props.searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const check = await props.check(token);
  if (!check.ok) {
    return (
      <AuthCard title={props.unusable.title} subtitle={props.unusable.subtitle} footer={footer}>
        <div className="space-y-4">
          <Alert>{linkProblemMessage(check.problem)}</Alert>
          <Button asChild className="w-full">
            <Link href={props.unusable.askAgainHref}>Ask for a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={props.usable.title} subtitle={props.usable.subtitle(check.email)} footer={footer}>
      {props.usable.form(token)}
    </AuthCard>
  );
}
