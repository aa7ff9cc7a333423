import { DashboardNotFound } from "@/app/dashboard/_shell/dashboard-not-found";

export default function NotFound() {
  return <DashboardNotFound what="purchase" back={{ href: "/dashboard/purchases", label: "Back to purchases" }} />;
}
