import { DashboardNotFound } from "@/app/dashboard/_shell/dashboard-not-found";

export default function NotFound() {
  return <DashboardNotFound />;
}
