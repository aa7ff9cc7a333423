import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { PlanSettings } from "./plan-settings";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your account, plan and API rate limits." />
      <PlanSettings />
    </>
  );
}
