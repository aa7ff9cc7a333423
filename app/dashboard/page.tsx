import Link from "next/link";
import { requireUser } from "@/lib/auth/session";
import { DASHBOARD_NAV } from "./nav";

export default async function DashboardHome() {
  const user = await requireUser();
  return (
    <div>
      <h1 className="text-2xl font-semibold mb-2">Welcome, {user.name}</h1>
      <p className="text-slate-600 mb-6">Sell prompts and workflows, buy and run them with your own provider keys.</p>
      <div className="grid grid-cols-3 gap-4">
        {DASHBOARD_NAV.slice(1).map((item) => (
          <Link key={item.href} href={item.href} className="rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
            {item.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
