import { Suspense } from "react";
import { AnalyticsDashboard } from "./analytics-dashboard";

export default function AnalyticsPage() {
  return (
    <div>
      <h1 className="text-2xl font-semibold mb-1">Analytics</h1>
      <p className="text-slate-600 mb-6">Sales, revenue and customers of your products. Days are UTC.</p>
      {/* useSearchParams needs a boundary: the range lives in the URL. */}
      <Suspense fallback={<p className="text-slate-500">Loading…</p>}>
        <AnalyticsDashboard />
      </Suspense>
    </div>
  );
}
