import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { getProfile, hasPublishedProduct } from "@/lib/accounts/profile";
import { DeleteAccountCard } from "./delete-account-card";
import { NotificationsCard } from "./notifications-card";
import { PlanSettings } from "./plan-settings";
import { ProfileCard } from "./profile-card";
import { ChangeEmailCard, ChangePasswordCard } from "./security-forms";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const [profile, published] = await Promise.all([getProfile(user.id), hasPublishedProduct(user.id)]);
  return (
    <>
      <PageHeader title="Settings" description="Your public profile, sign-in and security, plan and API rate limits." />
      <div className="space-y-6">
        <ProfileCard profile={profile} published={published} />
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
