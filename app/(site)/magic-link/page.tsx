import type { Metadata } from "next";
import { checkMagicLink } from "@/lib/accounts/magic-link";
import { MailedLinkPage } from "../mailed-link-page";
import { MagicLinkForm } from "./magic-link-form";

// The token is in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: "Sign in", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default function MagicLinkPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <MailedLinkPage
      searchParams={searchParams}
      check={checkMagicLink}
      unusable={{ title: "This sign-in link cannot be used", subtitle: "Links work once, for 15 minutes.", askAgainHref: "/signin-link" }}
      usable={{ title: "Sign in to Promptly", subtitle: (email) => `As ${email}.`, form: (token) => <MagicLinkForm token={token} /> }}
    />
  );
}
