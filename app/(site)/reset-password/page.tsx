import type { Metadata } from "next";
import { checkPasswordResetLink } from "@/lib/accounts/password-reset";
import { MailedLinkPage } from "../mailed-link-page";
import { ResetPasswordForm } from "./reset-password-form";

// The token is in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <MailedLinkPage
      searchParams={searchParams}
      check={checkPasswordResetLink}
      unusable={{ title: "This reset link cannot be used", subtitle: "Links work once, for 30 minutes.", askAgainHref: "/forgot-password" }}
      usable={{
        title: "Choose a new password",
        subtitle: (email) => `For ${email}. Every device signed in to this account will be signed out.`,
        form: (token) => <ResetPasswordForm token={token} />,
      }}
    />
  );
}
