import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { DeleteAccountCard } from "./delete-account-card";
import { NotificationsCard } from "./notifications-card";
import { PlanSettings } from "./plan-settings";
import { ChangeEmailCard, ChangePasswordCard } from "./security-forms";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  return (
    <>
      <PageHeader title="Settings" description="Your account, sign-in and security, plan and API rate limits." />
      <div className="space-y-6">
        <PlanSettings />
        <ChangePasswordCard />
        <ChangeEmailCard email={user.email} />
        <TwoFactorCard />
        <SessionsCard />
        <NotificationsCard />
        <DeleteAccountCard />
      </div>
    </>
  );
}
