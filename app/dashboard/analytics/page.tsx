import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { AnalyticsDashboard } from "./analytics-dashboard";

export const metadata: Metadata = { title: "Analytics" };

export default function AnalyticsPage() {
  return (
    <div className="min-w-0">
      <PageHeader title="Analytics" description="Sales, refunds, revenue and customers of your products. Days are UTC." />
      {/* useSearchParams needs a boundary: the range lives in the URL. */}
      <Suspense
        fallback={
          <div role="status" aria-label="Loading analytics">
            <Skeleton className="h-64" />
          </div>
        }
      >
        <AnalyticsDashboard />
      </Suspense>
    </div>
  );
}
